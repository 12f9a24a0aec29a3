import Foundation

/// Everything a store keeps: the projects, the history, and each author's undo and redo stacks. It
/// changes only through ``apply(_:)``, so every repository rebuilds the same state from the same events.
public struct Workspace: Sendable, Equatable {
    /// How many changes each author can undo; older ones are forgotten.
    public static let undoLimit = 100
    /// How many history lines are kept; older ones are forgotten.
    public static let historyLimit = 1000

    /// The projects by id.
    public private(set) var projects: [ProjectID: Project]
    // Up to twice the limit, trimmed in one go, so replaying a long journal appends in constant time.
    private var historyLog: [HistoryEntry]
    /// Each author's stacks; none empty, so "has stacks" means "can undo or redo".
    private var stacks: [Author: UndoRedoStacks<Change>] = [:]

    /// Creates a workspace from stored parts, oldest first, trimmed to the limits.
    public init(
        projects: [Project] = [], history: [HistoryEntry] = [],
        undoStacks: [Author: [Change]] = [:], redoStacks: [Author: [Change]] = [:]
    ) {
        // A repeated id: the later one wins.
        var byID: [ProjectID: Project] = [:]
        byID.reserveCapacity(projects.count)
        for project in projects { byID[project.id] = project }
        self.projects = byID
        self.historyLog = Array(history.suffix(Self.historyLimit))
        for author in Set(undoStacks.keys).union(redoStacks.keys) {
            let pair = UndoRedoStacks(
                undo: Array((undoStacks[author] ?? []).suffix(Self.undoLimit)), redo: Array((redoStacks[author] ?? []).suffix(Self.undoLimit)))
            if !pair.isEmpty { stacks[author] = pair }
        }
    }

    /// The history, oldest first (the order a store writes it in).
    public var history: ArraySlice<HistoryEntry> { historyLog.suffix(Self.historyLimit) }
    /// The history as people read it: newest first.
    public var historyNewestFirst: [HistoryEntry] { history.reversed() }
    /// The changes `author` can undo, the next one to undo last.
    public func undoStack(of author: Author) -> ArraySlice<Change> { stacks[author]?.undoStack[...] ?? [] }
    /// The changes `author` can redo, the next one to redo last.
    public func redoStack(of author: Author) -> ArraySlice<Change> { stacks[author]?.redoStack[...] ?? [] }
    /// Every author's undo stack (none empty): what a store writes.
    public var undoStacks: [Author: ArraySlice<Change>] { stacks.compactMapValues { $0.canUndo ? $0.undoStack[...] : nil } }
    /// Every author's redo stack (none empty): what a store writes.
    public var redoStacks: [Author: ArraySlice<Change>] { stacks.compactMapValues { $0.canRedo ? $0.redoStack[...] : nil } }
    /// Whether ``apply(_:)`` would accept an undo by `author`.
    public func canUndo(by author: Author) -> Bool { stacks[author]?.canUndo ?? false }
    /// Whether ``apply(_:)`` would accept a redo by `author`.
    public func canRedo(by author: Author) -> Bool { stacks[author]?.canRedo ?? false }

    /// What ``ProjectRepository/change(reading:_:)`` reads for `reads`: the rule every store must match.
    public func view(for reads: ReadSet) -> ReadView {
        var found: [ProjectID: Project] = [:]
        for reference in reads.references {
            if let id = reference.id {
                found[id] = projects[id]
            } else {
                for project in projects.values where reference.matches(project.id) { found[project.id] = project }
            }
        }
        let undoTop = reads.undoTopOf.flatMap { undoStack(of: $0).last }
        let redoTop = reads.redoTopOf.flatMap { redoStack(of: $0).last }
        for change in [undoTop, redoTop].compactMap(\.self) {
            for project in change.before + change.after { found[project.id] = projects[project.id] }
        }
        return ReadView(projects: found, undoTop: undoTop, redoTop: redoTop)
    }

    /// Applies one recorded event, or throws ``ProjectError/nothingToUndo`` (or redo) and changes nothing.
    public mutating func apply(_ event: WorkspaceEvent) throws(ProjectError) {
        switch event {
        case let .commit(change, author, date):
            perform(change, as: .change, by: author, at: date)
            stacks[author, default: UndoRedoStacks()].commit(change)
        case let .undo(author, date):
            guard let change = stacks[author]?.undo() else { throw .nothingToUndo }
            perform(change, as: .undo, by: author, at: date)
        case let .redo(author, date):
            guard let change = stacks[author]?.redo() else { throw .nothingToRedo }
            perform(change, as: .redo, by: author, at: date)
        }
    }

    /// Applies `change` to the projects as `kind` says (an undo applies its inverse) and writes its line.
    private mutating func perform(_ change: Change, as kind: HistoryEntry.Kind, by author: Author, at date: Date) {
        let applied = change.applied(as: kind)
        for project in applied.before { projects[project.id] = nil }
        if applied.after.count > 1 { projects.reserveCapacity(projects.count + applied.after.count) }
        for project in applied.after { projects[project.id] = project }
        note(HistoryEntry(change, kind: kind, by: author, at: date))
    }

    /// Writes a history line that changes nothing else: a change made offline and let go.
    public mutating func note(_ entry: HistoryEntry) {
        historyLog.append(entry)
        if historyLog.count >= 2 * Self.historyLimit { historyLog.removeFirst(historyLog.count - Self.historyLimit) }
    }

    /// Whether both hold the same projects, history and stacks (within their limits).
    public static func == (lhs: Workspace, rhs: Workspace) -> Bool {
        lhs.projects == rhs.projects && lhs.history == rhs.history
            && lhs.undoStacks == rhs.undoStacks && lhs.redoStacks == rhs.redoStacks
    }
}

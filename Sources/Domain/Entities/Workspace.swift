import Foundation

/// Everything a store keeps: the projects, the history, and each author's undo and redo stacks.
///
/// It changes only through ``apply(_:)``, a pure function of the events, so every repository (snapshot,
/// journal, in memory) rebuilds exactly the same state from the same events.
public struct Workspace: Sendable, Equatable {
    /// How many changes each author can undo; older ones are forgotten.
    public static let undoLimit = 100
    /// How many history lines are kept; older ones are forgotten.
    public static let historyLimit = 1000

    /// The projects by id.
    public private(set) var projects: [ProjectID: Project]
    // The history and every stack keep up to twice their limit and are trimmed in one go, so that
    // appending stays O(1) amortized when a journal of 100,000 events is replayed.
    private var historyLog: [HistoryEntry]
    private var undoLogs: [Author: [Change]]
    private var redoLogs: [Author: [Change]]

    /// Creates a workspace from stored parts, oldest first, trimmed to the limits.
    public init(
        projects: [Project] = [], history: [HistoryEntry] = [],
        undoStacks: [Author: [Change]] = [:], redoStacks: [Author: [Change]] = [:]
    ) {
        // A loop, not `Dictionary(projects.map …)`: no array of pairs beside the projects (a 100,000-project
        // store's load peaked 12 MB higher). A repeated id: the later one wins.
        var byID: [ProjectID: Project] = [:]
        byID.reserveCapacity(projects.count)
        for project in projects { byID[project.id] = project }
        self.projects = byID
        self.historyLog = Array(history.suffix(Self.historyLimit))
        self.undoLogs = undoStacks.filter { !$0.value.isEmpty }.mapValues { Array($0.suffix(Self.undoLimit)) }
        self.redoLogs = redoStacks.filter { !$0.value.isEmpty }.mapValues { Array($0.suffix(Self.undoLimit)) }
    }

    /// The history, oldest first (the order a store writes it in).
    public var history: ArraySlice<HistoryEntry> { historyLog.suffix(Self.historyLimit) }
    /// The history as people read it: newest first.
    public var historyNewestFirst: [HistoryEntry] { history.reversed() }
    /// The changes `author` can undo, the next one to undo last.
    public func undoStack(of author: Author) -> ArraySlice<Change> { (undoLogs[author] ?? []).suffix(Self.undoLimit) }
    /// The changes `author` can redo, the next one to redo last.
    public func redoStack(of author: Author) -> ArraySlice<Change> { (redoLogs[author] ?? []).suffix(Self.undoLimit) }
    /// Every author's undo stack (none empty): what a store writes.
    public var undoStacks: [Author: ArraySlice<Change>] { undoLogs.mapValues { $0.suffix(Self.undoLimit) } }
    /// Every author's redo stack (none empty): what a store writes.
    public var redoStacks: [Author: ArraySlice<Change>] { redoLogs.mapValues { $0.suffix(Self.undoLimit) } }
    /// Whether ``apply(_:)`` would accept an undo by `author`.
    public func canUndo(by author: Author) -> Bool { undoLogs[author] != nil }
    /// Whether ``apply(_:)`` would accept a redo by `author`.
    public func canRedo(by author: Author) -> Bool { redoLogs[author] != nil }

    /// What a repository holding this workspace reads for `reads`: the reference semantics of
    /// ``ProjectRepository/change(reading:_:)`` that every store must match.
    public func view(for reads: ReadSet) -> ReadView {
        var found: [ProjectID: Project] = [:]
        for reference in reads.references {
            if let id = reference.id {
                found[id] = projects[id]
            } else {
                for project in projects.values where project.id.hasPrefix(reference.prefix) { found[project.id] = project }
            }
        }
        let undoTop = reads.undoTopOf.flatMap { undoStack(of: $0).last }
        let redoTop = reads.redoTopOf.flatMap { redoStack(of: $0).last }
        for change in [undoTop, redoTop].compactMap(\.self) {
            for project in change.before + change.after { found[project.id] = projects[project.id] }
        }
        return ReadView(projects: found, undoTop: undoTop, redoTop: redoTop)
    }

    /// Applies one recorded event.
    ///
    /// - Throws: ``ProjectError/nothingToUndo`` or ``ProjectError/nothingToRedo`` when the author's stack
    ///   is empty; the workspace is then unchanged.
    public mutating func apply(_ event: WorkspaceEvent) throws(ProjectError) {
        switch event {
        case let .commit(change, author, date):
            perform(change, by: author, at: date)
            Self.push(change, onto: &undoLogs[author, default: []])
            redoLogs[author] = nil
        case let .undo(author, date):
            guard let change = Self.pop(&undoLogs[author]) else { throw .nothingToUndo }
            perform(change.inverse, by: author, at: date)
            Self.push(change, onto: &redoLogs[author, default: []])
        case let .redo(author, date):
            guard let change = Self.pop(&redoLogs[author]) else { throw .nothingToRedo }
            perform(change, by: author, at: date)
            Self.push(change, onto: &undoLogs[author, default: []])
        }
    }

    private mutating func perform(_ change: Change, by author: Author, at date: Date) {
        for project in change.before { projects[project.id] = nil }
        // A big change (an import) grows the dictionary once instead of rehashing all the way up.
        if change.after.count > 1 { projects.reserveCapacity(projects.count + change.after.count) }
        for project in change.after { projects[project.id] = project }
        historyLog.append(HistoryEntry(change, by: author, at: date))
        if historyLog.count >= 2 * Self.historyLimit { historyLog.removeFirst(historyLog.count - Self.historyLimit) }
    }

    private static func push(_ change: Change, onto log: inout [Change]) {
        log.append(change)
        if log.count >= 2 * undoLimit { log.removeFirst(log.count - undoLimit) }
    }

    /// Pops the top of a stack; an emptied stack is removed, so that "has a stack" means "can undo".
    private static func pop(_ log: inout [Change]?) -> Change? {
        // Forget what lies beyond the limit first, or the changes kept past it for cheap trimming would
        // surface as more undos than ``undoLimit`` (and than a reloaded store allows).
        guard var stack = log.map({ Array($0.suffix(undoLimit)) }), let change = stack.popLast() else { return nil }
        log = stack.isEmpty ? nil : stack
        return change
    }

    /// Whether both hold the same projects, history and stacks (within their limits).
    public static func == (lhs: Workspace, rhs: Workspace) -> Bool {
        lhs.projects == rhs.projects && lhs.history == rhs.history
            && lhs.undoStacks == rhs.undoStacks && lhs.redoStacks == rhs.redoStacks
    }
}

import Foundation

/// Everything a store keeps: the projects, the history, and the undo and redo stacks.
///
/// It changes only through ``apply(_:)``, a pure function of the events, so every repository (snapshot,
/// journal, in memory) rebuilds exactly the same state from the same events.
public struct Workspace: Sendable, Equatable {
    /// How many changes can be undone; older ones are forgotten.
    public static let undoLimit = 100
    /// How many history lines are kept; older ones are forgotten.
    public static let historyLimit = 1000

    /// The projects by id.
    public private(set) var projects: [ProjectID: Project]
    // Both logs keep up to twice their limit and are trimmed in one go, so that appending stays O(1)
    // amortized when a journal of 100,000 events is replayed.
    private var historyLog: [HistoryEntry]
    private var undoLog: [Change]
    private var redoLog: [Change]

    /// Creates a workspace from stored parts, oldest first, trimmed to the limits.
    public init(projects: [Project] = [], history: [HistoryEntry] = [], undoStack: [Change] = [], redoStack: [Change] = []) {
        // A loop, not `Dictionary(projects.map …)`: no array of pairs beside the projects (a 100,000-project
        // store's load peaked 12 MB higher). A repeated id: the later one wins.
        var byID: [ProjectID: Project] = [:]
        byID.reserveCapacity(projects.count)
        for project in projects { byID[project.id] = project }
        self.projects = byID
        self.historyLog = Array(history.suffix(Self.historyLimit))
        self.undoLog = Array(undoStack.suffix(Self.undoLimit))
        self.redoLog = Array(redoStack.suffix(Self.undoLimit))
    }

    /// The history, oldest first (the order a store writes it in).
    public var history: ArraySlice<HistoryEntry> { historyLog.suffix(Self.historyLimit) }
    /// The history as people read it: newest first.
    public var historyNewestFirst: [HistoryEntry] { history.reversed() }
    /// The changes that can be undone, the next one to undo last.
    public var undoStack: ArraySlice<Change> { undoLog.suffix(Self.undoLimit) }
    /// The changes that can be redone, the next one to redo last.
    public var redoStack: ArraySlice<Change> { redoLog.suffix(Self.undoLimit) }
    /// Whether ``apply(_:)`` would accept an undo.
    public var canUndo: Bool { !undoLog.isEmpty }
    /// Whether ``apply(_:)`` would accept a redo.
    public var canRedo: Bool { !redoLog.isEmpty }

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
        let undoTop = reads.undoTop ? undoStack.last : nil
        let redoTop = reads.redoTop ? redoStack.last : nil
        for change in [undoTop, redoTop].compactMap(\.self) {
            for project in change.before + change.after { found[project.id] = projects[project.id] }
        }
        return ReadView(projects: found, undoTop: undoTop, redoTop: redoTop)
    }

    /// Applies one recorded event.
    ///
    /// - Throws: ``ProjectError/nothingToUndo`` or ``ProjectError/nothingToRedo`` when the stack is
    ///   empty; the workspace is then unchanged.
    public mutating func apply(_ event: WorkspaceEvent) throws(ProjectError) {
        switch event {
        case let .commit(change, date):
            perform(change, at: date)
            Self.push(change, onto: &undoLog)
            redoLog.removeAll()
        case let .undo(date):
            // Forget what lies beyond the limit first, or the changes kept past it for cheap trimming
            // would surface as more undos than ``undoLimit`` (and than a reloaded store allows).
            if undoLog.count > Self.undoLimit { undoLog.removeFirst(undoLog.count - Self.undoLimit) }
            guard let change = undoLog.popLast() else { throw .nothingToUndo }
            perform(change.inverse, at: date)
            Self.push(change, onto: &redoLog)
        case let .redo(date):
            guard let change = redoLog.popLast() else { throw .nothingToRedo }
            perform(change, at: date)
            Self.push(change, onto: &undoLog)
        }
    }

    private mutating func perform(_ change: Change, at date: Date) {
        for project in change.before { projects[project.id] = nil }
        // A big change (an import) grows the dictionary once instead of rehashing all the way up.
        if change.after.count > 1 { projects.reserveCapacity(projects.count + change.after.count) }
        for project in change.after { projects[project.id] = project }
        historyLog.append(HistoryEntry(action: change.action, date: date))
        if historyLog.count >= 2 * Self.historyLimit { historyLog.removeFirst(historyLog.count - Self.historyLimit) }
    }

    private static func push(_ change: Change, onto log: inout [Change]) {
        log.append(change)
        if log.count >= 2 * undoLimit { log.removeFirst(log.count - undoLimit) }
    }

    /// Whether both hold the same projects, history and stacks (within their limits).
    public static func == (lhs: Workspace, rhs: Workspace) -> Bool {
        lhs.projects == rhs.projects && lhs.history == rhs.history
            && lhs.undoStack == rhs.undoStack && lhs.redoStack == rhs.redoStack
    }
}

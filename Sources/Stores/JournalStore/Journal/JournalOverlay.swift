import Domain
import Foundation

/// What the journal's records change on top of the snapshot: the projects they touched (`nil`: deleted),
/// the history lines they added and what they did to each author's stacks. The journal is bounded, so building
/// this from every record costs the same on any board.
struct JournalOverlay {
    /// What an author's stacks hold: a line of one of the snapshot's stack runs (read when needed), or a
    /// change the journal pushed since.
    enum Entry {
        case stored(run: SnapshotHeader.Section, index: Int)
        case pushed(Change)
        /// A commit of the journal, its change parsed only when needed (see ``follow(_:_:by:)``).
        case recorded(VerifiedJournal.Record)
    }

    var projects: [ProjectID: Project?] = [:]
    var history: [HistoryEntry] = []
    /// Each author's stacks, following the Domain's rule (``Domain/Workspace/UndoRedoStacks``).
    var stacks: [Author: Workspace.UndoRedoStacks<Entry>] = [:]

    /// Nothing on top of a snapshot with these stacks.
    init(stacks runs: [Author: AuthorStacks]) {
        for (author, runs) in runs where runs.undo.count > 0 || runs.redo.count > 0 {
            stacks[author] = Workspace.UndoRedoStacks(
                undo: (0..<runs.undo.count).map { .stored(run: runs.undo, index: $0) },
                redo: (0..<runs.redo.count).map { .stored(run: runs.redo, index: $0) })
        }
    }

    /// Whether `author` has a change to undo.
    func canUndo(_ author: Author) -> Bool { stacks[author]?.canUndo ?? false }
    /// Whether `author` has a change to redo.
    func canRedo(_ author: Author) -> Bool { stacks[author]?.canRedo ?? false }

    /// Applies one record: the same rules as ``Domain/Workspace/apply(_:)``; an undo or redo record
    /// carries the change it takes back or applies again, which is the top its author's stack moves.
    /// With `projects` false, the table of projects is left alone: the caller writes the projects of
    /// the change returned (as applied) itself, and a million of them never fill a table.
    @discardableResult
    mutating func apply(_ kind: Kind, _ change: Change, by author: Author, at date: Date, projects: Bool = true) -> Change {
        switch kind {
        case .commit:
            defer { stacks[author, default: Workspace.UndoRedoStacks()].commit(.pushed(change)) }
            return perform(change, as: .change, by: author, at: date, projects: projects)
        case .undo:
            defer { stacks[author]?.undo() }
            return perform(change, as: .undo, by: author, at: date, projects: projects)
        case .redo:
            defer { stacks[author]?.redo() }
            return perform(change, as: .redo, by: author, at: date, projects: projects)
        }
    }

    enum Kind: String {
        case commit, undo, redo

        /// How a record of this kind applies its change.
        var applying: HistoryEntry.Kind { self == .commit ? .change : self == .undo ? .undo : .redo }
    }

    /// Moves `author`'s stacks as a record of `kind` does, by the same rules as ``apply(_:_:by:at:projects:)``,
    /// without its change: a commit's is parsed only if it reaches the top. An undo follows its author's
    /// records alone, which are all that move their stacks.
    mutating func follow(_ kind: Kind, _ record: VerifiedJournal.Record, by author: Author) {
        switch kind {
        case .commit: stacks[author, default: Workspace.UndoRedoStacks()].commit(.recorded(record))
        case .undo: stacks[author]?.undo()
        case .redo: stacks[author]?.redo()
        }
    }

    /// Applies a record's change to the projects alone: its stacks and history are left to ``follow(_:_:by:)``.
    mutating func applyToProjects(_ kind: Kind, _ change: Change) {
        setProjects(of: change.applied(as: kind.applying))
    }

    /// The projects of a change as applied: those before it gone (`nil`), those after it in their place.
    private mutating func setProjects(of applied: Change) {
        for project in applied.before { projects[project.id] = .some(nil) }
        for project in applied.after { projects[project.id] = project }
    }

    private mutating func perform(_ change: Change, as kind: HistoryEntry.Kind, by author: Author, at date: Date, projects table: Bool) -> Change {
        let applied = change.applied(as: kind)
        if table { setProjects(of: applied) }
        history.append(HistoryEntry(change, kind: kind, by: author, at: date))
        return applied
    }
}

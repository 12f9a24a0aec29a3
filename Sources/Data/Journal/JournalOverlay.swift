import Domain
import Foundation

/// What the journal's records change on top of the snapshot: the projects they touched (`nil`: deleted),
/// the history lines they added and what they did to each author's stacks. The journal is bounded, so building
/// this from every record costs the same on any board.
struct JournalOverlay {
    /// One author's stack as their run of the snapshot's lines plus the changes pushed since.
    struct Stack {
        /// The author's run of lines in the snapshot (empty for an author the snapshot does not know).
        var run = SnapshotHeader.Section(offset: 0, end: 0, count: 0)
        /// The snapshot's lines still on the stack: `bottom..<top` (pops take the top, and pushes past the
        /// limit forget the bottom).
        var bottom = 0
        var top = 0
        /// Changes pushed since the snapshot, oldest first.
        var pushed: [Change] = []

        var count: Int { top - bottom + pushed.count }

        /// Pushes `change`, forgetting the bottom change once the stack holds more than the limit.
        mutating func push(_ change: Change) {
            pushed.append(change)
            if count > Workspace.undoLimit {
                if top > bottom { bottom += 1 } else { pushed.removeFirst() }
            }
        }

        /// Pops the top change.
        mutating func pop() {
            if pushed.popLast() == nil, top > bottom { top -= 1 }
        }

        mutating func clear() {
            bottom = top
            pushed.removeAll()
        }
    }

    var projects: [ProjectID: Project?] = [:]
    var history: [HistoryEntry] = []
    var undo: [Author: Stack] = [:]
    var redo: [Author: Stack] = [:]

    /// Nothing on top of a snapshot with these stacks.
    init(stacks: [Author: AuthorStacks]) {
        for (author, runs) in stacks {
            if runs.undo.count > 0 { undo[author] = Stack(run: runs.undo, top: runs.undo.count) }
            if runs.redo.count > 0 { redo[author] = Stack(run: runs.redo, top: runs.redo.count) }
        }
    }

    /// Whether `author` has a change to undo.
    func canUndo(_ author: Author) -> Bool { (undo[author]?.count ?? 0) > 0 }
    /// Whether `author` has a change to redo.
    func canRedo(_ author: Author) -> Bool { (redo[author]?.count ?? 0) > 0 }

    /// Applies one record: the same rules as ``Domain/Workspace/apply(_:)``, with undo and redo carrying
    /// the change they take back or apply again.
    mutating func apply(_ kind: Kind, _ change: Change, by author: Author, at date: Date) {
        switch kind {
        case .commit:
            perform(change, by: author, at: date)
            undo[author, default: Stack()].push(change)
            redo[author]?.clear()
        case .undo:
            perform(change.inverse, by: author, at: date)
            undo[author]?.pop()
            redo[author, default: Stack()].push(change)
        case .redo:
            perform(change, by: author, at: date)
            redo[author]?.pop()
            undo[author, default: Stack()].push(change)
        }
    }

    enum Kind: String { case commit, undo, redo }

    private mutating func perform(_ change: Change, by author: Author, at date: Date) {
        for project in change.before { projects[project.id] = .some(nil) }
        for project in change.after { projects[project.id] = project }
        history.append(HistoryEntry(change, by: author, at: date))
    }
}

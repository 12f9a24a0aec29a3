import Domain
import Foundation

/// What the journal's records change on top of the snapshot: the projects they touched (`nil`: deleted),
/// the history lines they added and what they did to each stack. The journal is bounded, so building
/// this from every record costs the same on any board.
struct JournalOverlay {
    /// A stack as a run of the snapshot's lines plus the changes pushed since.
    struct Stack {
        /// The snapshot's lines still on the stack: `bottom..<top` (pops take the top, and pushes past the
        /// limit forget the bottom).
        var bottom = 0
        var top: Int
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
    var undo: Stack
    var redo: Stack

    /// Nothing on top of a snapshot with these stack sizes.
    init(undoCount: Int, redoCount: Int) {
        undo = Stack(top: undoCount)
        redo = Stack(top: redoCount)
    }

    /// Applies one record: the same rules as ``Domain/Workspace/apply(_:)``, with undo and redo carrying
    /// the change they take back or apply again.
    mutating func apply(_ kind: Kind, _ change: Change, at date: Date) {
        switch kind {
        case .commit:
            perform(change, at: date)
            undo.push(change)
            redo.clear()
        case .undo:
            perform(change.inverse, at: date)
            undo.pop()
            redo.push(change)
        case .redo:
            perform(change, at: date)
            redo.pop()
            undo.push(change)
        }
    }

    enum Kind: String { case commit, undo, redo }

    private mutating func perform(_ change: Change, at date: Date) {
        for project in change.before { projects[project.id] = .some(nil) }
        for project in change.after { projects[project.id] = project }
        history.append(HistoryEntry(action: change.action, date: date))
    }
}

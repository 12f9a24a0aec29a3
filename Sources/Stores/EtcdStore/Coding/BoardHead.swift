import Domain
import FastCoding
import Foundation

/// The one key every change rewrites (`BOARD/head`): the counters and every author's undo and redo
/// stacks.
///
/// Every change compares the head's revision in its transaction, so two writers anywhere are ordered:
/// the second one's transaction fails, and it reads and decides again. The stacks hold sequence numbers;
/// the changes themselves live under `changes/SEQ/`. A change that leaves every stack (trimmed, or a
/// redo stack cleared) goes on ``garbage``, and each later change deletes a few of those, so no
/// transaction grows past etcd's limit of operations.
struct BoardHead: Equatable {
    /// A change whose projects are still being written, a transaction at a time (more projects than
    /// one etcd transaction may hold). Anyone who reads the head finishes writing them first.
    struct Pending: Equatable {
        /// The change's sequence number.
        var seq: Int
        /// Whether its inverse is applied (an undo) rather than the change (a commit or a redo).
        var inverse: Bool
    }

    /// The format of the keys; a newer one is refused.
    var format = Self.currentFormat
    /// The sequence number of the next change.
    var next = 0
    /// How many history lines were ever written: the next line is `history/lines`.
    var lines = 0
    /// Each author's changes that undo takes back, the next one last (by the author's name; no empty stack).
    var undo: [String: [Int]] = [:]
    /// Each author's changes that redo applies again, the next one last (no empty stack).
    var redo: [String: [Int]] = [:]
    /// Changes no stack holds any more, still to be deleted.
    var garbage: [Int] = []
    /// A change whose projects are not all written yet.
    var pending: Pending?

    /// The format this program writes and reads.
    static let currentFormat = 1

    /// `author`'s two stacks.
    func stacks(of author: Author) -> Workspace.UndoRedoStacks<Int> {
        Workspace.UndoRedoStacks(undo: undo[author.name] ?? [], redo: redo[author.name] ?? [])
    }

    /// Sets `author`'s two stacks, leaving an empty one out.
    mutating func setStacks(_ stacks: Workspace.UndoRedoStacks<Int>, of author: Author) {
        undo[author.name] = stacks.canUndo ? stacks.undoStack : nil
        redo[author.name] = stacks.canRedo ? stacks.redoStack : nil
    }
}

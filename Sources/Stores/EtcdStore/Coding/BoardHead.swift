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
/// transaction grows past etcd's limit of operations. A sync's transaction writes its changes' records
/// together, and its history lines (``StoredPage``).
struct BoardHead: Equatable {
    /// A change whose projects are still being written, a transaction at a time (more projects than
    /// one etcd transaction may hold). Anyone who reads the head finishes writing them first.
    struct Pending: Equatable {
        /// The change's sequence number.
        var seq: Int
        /// Whether its inverse is applied (an undo) rather than the change (a commit or a redo).
        var inverse: Bool
    }

    /// The format of the keys: 1 until a sync writes pages (``pagedFormat``); a newer one than this
    /// program's is refused.
    var format = 1
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
    /// The changes whose records share one key (``StoredPage``, under the first one's number), oldest
    /// first, until no stack holds any of them.
    var pages: [ClosedRange<Int>] = []

    /// The newest format this program reads.
    static let currentFormat = 2
    /// The format of a board whose history lines or change records may share keys.
    static let pagedFormat = 2

    /// The page that holds change `seq`'s record, if it shares one.
    func page(holding seq: Int) -> ClosedRange<Int>? {
        pages.last { $0.lowerBound <= seq }.flatMap { $0.contains(seq) ? $0 : nil }
    }

    /// Whether any author's undo or redo stack holds one of `seqs`.
    func stacksHold(anyOf seqs: ClosedRange<Int>) -> Bool {
        [undo, redo].contains { $0.values.contains { $0.contains(where: seqs.contains) } }
    }

    /// How many history lines one key may hold (so that a reader knows how far back to read for a line).
    var linesPerKey: Int { format >= Self.pagedFormat ? EtcdProjectRepository.transactionOperationLimit : 1 }

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

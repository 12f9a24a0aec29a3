import Domain
import StoreRecords

/// One author's undo and redo stacks as the outbox keeps them.
struct OutboxStacksDTO: Codable, Equatable {
    var author: String
    var undo, redo: [OutboxChangeDTO]

    init(_ author: Author, _ stacks: Workspace.UndoRedoStacks<Change>) {
        (self.author, undo, redo) = (author.name, stacks.undoStack.map(OutboxChangeDTO.init), stacks.redoStack.map(OutboxChangeDTO.init))
    }

    func stacks() throws(StoredValueError) -> Workspace.UndoRedoStacks<Change> {
        var (undone, redone) = ([Change](), [Change]())
        for change in undo { undone.append(try change.change()) }
        for change in redo { redone.append(try change.change()) }
        return Workspace.UndoRedoStacks(undo: undone, redo: redone)
    }
}

import Domain
import Testing

/// The rule every store follows for an author's undo and redo stacks, on plain numbers.
@Suite("Workspace.UndoRedoStacks")
struct UndoRedoStacksTests {
    @Test("a new change goes on the undo stack and empties the redo stack, which it reports forgotten")
    func commit() {
        var stacks = Workspace.UndoRedoStacks<Int>(undo: [1, 2], redo: [3, 4])
        #expect(stacks.commit(5) == [3, 4])
        #expect(stacks == Workspace.UndoRedoStacks(undo: [1, 2, 5], redo: []))
    }

    @Test("an undo moves the undo stack's top onto the redo stack; a redo moves it back")
    func undoRedo() {
        var stacks = Workspace.UndoRedoStacks<Int>()
        stacks.commit(1)
        stacks.commit(2)
        #expect(stacks.undo() == 2)
        #expect(stacks == Workspace.UndoRedoStacks(undo: [1], redo: [2]))
        #expect(stacks.undo() == 1)
        #expect(stacks == Workspace.UndoRedoStacks(undo: [], redo: [2, 1]))
        #expect(stacks.redo() == 1)
        #expect(stacks == Workspace.UndoRedoStacks(undo: [1], redo: [2]))
    }

    @Test("with nothing to undo or redo, nothing moves")
    func empty() {
        var stacks = Workspace.UndoRedoStacks<Int>()
        #expect(!stacks.canUndo && !stacks.canRedo && stacks.isEmpty)
        #expect(stacks.undo() == nil && stacks.redo() == nil)
        #expect(stacks.isEmpty)
    }

    @Test("past the limit a new change forgets the oldest, and reports it")
    func limit() {
        var stacks = Workspace.UndoRedoStacks<Int>(undo: Array(1...Workspace.undoLimit))
        #expect(stacks.commit(0) == [1])
        #expect(stacks.undoStack.count == Workspace.undoLimit && stacks.undoStack.first == 2 && stacks.undoStack.last == 0)
    }

    @Test("undo and redo keep the two stacks' total: they never forget")
    func total() {
        var stacks = Workspace.UndoRedoStacks<Int>()
        for entry in 1...(Workspace.undoLimit + 5) { stacks.commit(entry) }
        for _ in 1...40 { stacks.undo() }
        for _ in 1...10 { stacks.redo() }
        #expect(stacks.undoStack.count + stacks.redoStack.count == Workspace.undoLimit)
    }
}

import Domain

extension OutboxContents {
    /// How many changes of each author's stacks this machine remembers.
    static let stackLimit = 20

    /// Remembers what `event`, recorded on the board (decided on `view`), did to its author's stacks.
    /// A stack top that is not the one remembered (the person changed the board from another machine)
    /// starts the stacks afresh from what the board said.
    mutating func remember(_ event: WorkspaceEvent, on view: ReadView) {
        var known = stacks[event.author] ?? Workspace.UndoRedoStacks()
        switch event {
        case let .commit(change, _, _): known.commit(change)
        case .undo:
            if known.undoStack.last != view.undoTop { known = Workspace.UndoRedoStacks(undo: view.undoTop.map { [$0] } ?? []) }
            known.undo()
        case .redo:
            if known.redoStack.last != view.redoTop { known = Workspace.UndoRedoStacks(redo: view.redoTop.map { [$0] } ?? []) }
            known.redo()
        }
        stacks[event.author] = Workspace.UndoRedoStacks(undo: Array(known.undoStack.suffix(Self.stackLimit)), redo: Array(known.redoStack.suffix(Self.stackLimit)))
    }
}

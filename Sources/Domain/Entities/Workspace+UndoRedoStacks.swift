extension Workspace {
    /// One author's undo and redo stacks, and the rule every store follows: a new change goes on top of
    /// the undo stack and empties the redo stack (forgetting the oldest past ``Workspace/undoLimit``); an
    /// undo moves the top onto the redo stack; a redo moves it back. `Entry` is what a store keeps: the
    /// change itself, or where it lies.
    public struct UndoRedoStacks<Entry> {
        /// The entries an undo takes back, the next one last.
        public private(set) var undoStack: [Entry]
        /// The entries a redo applies again, the next one last.
        public private(set) var redoStack: [Entry]

        /// Stacks holding these entries, oldest first, as a store read them.
        public init(undo: [Entry] = [], redo: [Entry] = []) {
            (undoStack, redoStack) = (undo, redo)
        }

        /// Whether ``undo()`` has an entry to move.
        public var canUndo: Bool { !undoStack.isEmpty }
        /// Whether ``redo()`` has an entry to move.
        public var canRedo: Bool { !redoStack.isEmpty }
        /// Whether both stacks are empty.
        public var isEmpty: Bool { undoStack.isEmpty && redoStack.isEmpty }

        /// Records a new change. Returns the entries no stack holds any more, for a store that must
        /// delete what they refer to.
        @discardableResult
        public mutating func commit(_ entry: Entry) -> [Entry] {
            var forgotten = redoStack
            redoStack.removeAll()
            undoStack.append(entry)
            if undoStack.count > Workspace.undoLimit {
                forgotten += undoStack.prefix(undoStack.count - Workspace.undoLimit)
                undoStack.removeFirst(undoStack.count - Workspace.undoLimit)
            }
            return forgotten
        }

        /// Moves the top of the undo stack onto the redo stack and returns it (`nil`: none).
        @discardableResult
        public mutating func undo() -> Entry? {
            guard let entry = undoStack.popLast() else { return nil }
            redoStack.append(entry)
            return entry
        }

        /// Moves the top of the redo stack back onto the undo stack and returns it (`nil`: none).
        @discardableResult
        public mutating func redo() -> Entry? {
            guard let entry = redoStack.popLast() else { return nil }
            undoStack.append(entry)
            return entry
        }
    }
}

extension Workspace.UndoRedoStacks: Sendable where Entry: Sendable {}
extension Workspace.UndoRedoStacks: Equatable where Entry: Equatable {}

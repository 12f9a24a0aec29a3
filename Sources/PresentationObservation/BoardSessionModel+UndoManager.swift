#if canImport(Darwin)
import Foundation

extension BoardSessionModel {
    /// Makes each change sent through the model one step of `undoManager`, so ⌘Z undoes it through the session.
    public func registerChanges(with undoManager: UndoManager) {
        registerUndoStep = { [weak undoManager] model, step in
            undoManager?.registerUndo(withTarget: model) { step($0) }
        }
    }
}
#endif

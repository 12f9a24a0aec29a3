#if canImport(Darwin)
import Foundation

extension BoardSessionModel {
    /// Makes each change sent through the model one step of `undoManager`, so the system's undo (⌘Z,
    /// shaking the device, the Edit menu) undoes it through the session, and redo redoes it. Linux's
    /// Foundation has no `UndoManager`; the steps themselves are tested there with a stand-in.
    public func registerChanges(with undoManager: UndoManager) {
        registerUndoStep = { [weak undoManager] model, step in
            undoManager?.registerUndo(withTarget: model) { step($0) }
        }
    }
}
#endif

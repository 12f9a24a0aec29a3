import Domain

/// What the user does in the move menu.
@MainActor
public protocol MoveMenuViewModelInput: AnyObject {
    /// Moves the project to `state` (one of the options), then closes the menu.
    func choose(_ state: ProjectState) async
    /// Closes the menu without moving anything.
    func cancel()
}

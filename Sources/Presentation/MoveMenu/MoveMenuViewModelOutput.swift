/// What the move menu shows. It does not change while open, so these are plain values.
@MainActor
public protocol MoveMenuViewModelOutput: AnyObject {
    /// The project being moved.
    var project: Project { get }
    /// The two other columns, in board order.
    var options: [MoveOption] { get }
}

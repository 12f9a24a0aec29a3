/// What the board shows.
@MainActor
public protocol BoardViewModelOutput: AnyObject {
    /// The columns, undo/redo availability, the read-only reason and the selection.
    var content: Property<BoardContent> { get }
    /// What went wrong with an input, once (e.g. "Nothing to undo.", "The store is busy…").
    var alerts: EventStream<Alert> { get }
    /// Whether the store tells of its changes; when not, a frontend calls `appear()` again now and then.
    var followsChanges: Bool { get }
}

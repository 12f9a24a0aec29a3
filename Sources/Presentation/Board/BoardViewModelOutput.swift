/// What the board shows.
@MainActor
public protocol BoardViewModelOutput: AnyObject {
    /// The columns, undo/redo availability, the read-only reason and the selection.
    var content: Property<BoardContent> { get }
    /// What went wrong with an input, once (e.g. "Nothing to undo.", "The store is busy…").
    var alerts: EventStream<Alert> { get }
    /// Whether ``BoardViewModelInput/followChanges()`` hears the store's changes; when not, a frontend
    /// calls ``BoardViewModelInput/appear()`` again itself now and then.
    var followsChanges: Bool { get }
}

/// What the detail sheet shows.
@MainActor
public protocol DetailViewModelOutput: AnyObject {
    /// The sheet's fields, buttons, counter and messages.
    var content: Property<DetailContent> { get }
    /// A save that failed (e.g. the store is busy).
    var alerts: EventStream<Alert> { get }
}

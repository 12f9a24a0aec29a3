/// What the history list shows.
@MainActor
public protocol HistoryViewModelOutput: AnyObject {
    /// The list's title: `History`, `히스토리`.
    var heading: String { get }
    /// What to show when there are no lines: `No history yet.`
    var emptyText: String { get }
    /// The lines, newest first; empty until ``HistoryViewModelInput/appear()``.
    var lines: Property<[HistoryLine]> { get }
    /// A load that failed.
    var alerts: EventStream<Alert> { get }
}

import Presentation

/// A history list that only records: a frontend's test shows it through the coordinator, says what it
/// lists with ``show(_:)``, and asserts the inputs in ``inputs``.
@MainActor
public final class FakeHistoryViewModel: HistoryViewModelInput, HistoryViewModelOutput {
    /// Every input received, oldest first: `appear()` is `.showHistory`, `close()` is `.closeHistory`.
    public private(set) var inputs: [BoardSessionInput] = []
    /// The list's heading.
    public let heading: String
    /// What the list says when it is empty.
    public let emptyText: String
    /// What the list shows: set it with ``show(_:)``.
    public var lines: Property<[HistoryLine]> { Property(linesSubject) }
    /// What ``send(_:)`` sends.
    public var alerts: EventStream<Alert> { EventStream(alertEmitter) }

    private let linesSubject = MutableProperty<[HistoryLine]>([])
    private let alertEmitter = EventEmitter<Alert>()

    /// An empty list with these texts.
    public init(heading: String = "History", emptyText: String = "No history yet.") {
        self.heading = heading
        self.emptyText = emptyText
    }

    /// Publishes `lines`, as the real list does once it has loaded.
    public func show(_ lines: [HistoryLine]) { linesSubject.send(lines) }
    /// Sends `alert`, as the real list does when a load fails.
    public func send(_ alert: Alert) { alertEmitter.send(alert) }

    /// Records `.showHistory`: the session loads the list as it opens it.
    public func appear() async { inputs.append(.showHistory) }
    /// Records `.closeHistory`.
    public func close() { inputs.append(.closeHistory) }
}

import Presentation

/// A history list that only records: a frontend's test shows it through the coordinator, says what it
/// lists with ``show(_:)``, and asserts the inputs in ``calls``.
@MainActor
public final class FakeHistoryViewModel: HistoryViewModelInput, HistoryViewModelOutput {
    /// One input the frontend called.
    public enum Call: Sendable, Equatable {
        /// `appear()`.
        case appear
        /// `close()`.
        case close
    }

    /// Every input called, oldest first.
    public private(set) var calls: [Call] = []
    /// See ``HistoryViewModelOutput/heading``.
    public let heading: String
    /// See ``HistoryViewModelOutput/emptyText``.
    public let emptyText: String
    /// See ``HistoryViewModelOutput/lines``.
    public var lines: Property<[HistoryLine]> { Property(linesSubject) }
    /// See ``HistoryViewModelOutput/alerts``.
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

    /// Records the call.
    public func appear() async { calls.append(.appear) }
    /// Records the call.
    public func close() { calls.append(.close) }
}

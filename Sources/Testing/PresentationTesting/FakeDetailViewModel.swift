import Presentation

/// A detail sheet that only records: a frontend's test shows it through the coordinator (e.g. from
/// ``FakeBoardViewModel/onAdd``), drives the frontend, and asserts the inputs in ``calls``.
@MainActor
public final class FakeDetailViewModel: DetailViewModelInput, DetailViewModelOutput {
    /// One input the frontend called, with its arguments.
    public enum Call: Sendable, Equatable {
        /// `setTitle(_:)`.
        case setTitle(String)
        /// `setBody(_:)`.
        case setBody(String)
        /// `setDeadline(_:)`.
        case setDeadline(String)
        /// `stepDeadline(byDays:)`.
        case stepDeadline(Int)
        /// `setDeadlineToday()`.
        case setDeadlineToday
        /// `edit()`.
        case edit
        /// `cancel()`.
        case cancel
        /// `done()`.
        case done
    }

    /// Every input called, oldest first.
    public private(set) var calls: [Call] = []
    /// Runs when the frontend calls `done()`, e.g. to dismiss the sheet as a successful save would.
    public var onDone: @MainActor () -> Void = {}
    /// See ``DetailViewModelOutput/content``.
    public var content: Property<DetailContent> { Property(contentSubject) }
    /// See ``DetailViewModelOutput/alerts``.
    public var alerts: EventStream<Alert> { EventStream(alertEmitter) }

    private let contentSubject: MutableProperty<DetailContent>
    private let alertEmitter = EventEmitter<Alert>()

    /// A sheet showing `content`.
    public init(content: DetailContent) {
        contentSubject = MutableProperty(content)
    }

    /// Publishes `content`, as the real sheet does after an input.
    public func show(_ content: DetailContent) { contentSubject.send(content) }
    /// Sends `alert`, as the real sheet does when a save fails.
    public func send(_ alert: Alert) { alertEmitter.send(alert) }

    /// Records the call.
    public func setTitle(_ title: String) { calls.append(.setTitle(title)) }
    /// Records the call.
    public func setBody(_ body: String) { calls.append(.setBody(body)) }
    /// Records the call.
    public func setDeadline(_ text: String) { calls.append(.setDeadline(text)) }
    /// Records the call.
    public func stepDeadline(byDays count: Int) { calls.append(.stepDeadline(count)) }
    /// Records the call.
    public func setDeadlineToday() { calls.append(.setDeadlineToday) }
    /// Records the call.
    public func edit() { calls.append(.edit) }
    /// Records the call.
    public func cancel() { calls.append(.cancel) }
    /// Records the call and runs ``onDone``.
    public func done() async {
        calls.append(.done)
        onDone()
    }
}

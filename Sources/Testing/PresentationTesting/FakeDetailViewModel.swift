import Presentation

/// A detail sheet that only records: a frontend's test shows it through the coordinator (e.g. from
/// ``FakeBoardViewModel/onInput``), drives the frontend, and asserts the inputs in ``inputs``.
@MainActor
public final class FakeDetailViewModel: DetailViewModelInput, DetailViewModelOutput {
    /// Every input received, oldest first, in the board session's vocabulary.
    public private(set) var inputs: [BoardSessionInput] = []
    /// Runs on `done()`, e.g. to dismiss the sheet as a successful save would.
    public var onDone: @MainActor () -> Void = {}
    /// What the sheet shows: set it with ``show(_:)``.
    public var content: Property<DetailContent> { Property(contentSubject) }
    /// What ``send(_:)`` sends.
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

    /// Records `.setTitle`.
    public func setTitle(_ title: String) { inputs.append(.setTitle(text: title)) }
    /// Records `.setBody`.
    public func setBody(_ body: String) { inputs.append(.setBody(text: body)) }
    /// Records `.setDeadline`.
    public func setDeadline(_ text: String) { inputs.append(.setDeadline(text: text)) }
    /// Records `.stepDeadline`.
    public func stepDeadline(byDays count: Int) { inputs.append(.stepDeadline(days: count)) }
    /// Records `.setDeadlineToday`.
    public func setDeadlineToday() { inputs.append(.setDeadlineToday) }
    /// Records `.edit`.
    public func edit() { inputs.append(.edit) }
    /// Records `.cancelDetail`.
    public func cancel() { inputs.append(.cancelDetail) }
    /// Records `.done` and runs ``onDone``.
    public func done() async {
        inputs.append(.done)
        onDone()
    }
}

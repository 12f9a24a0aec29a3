/// One browser's stream of events: the outputs of every tab that browser opened, in the order they were
/// published, plus a heartbeat now and then.
///
/// A browser opens six connections at most to one server, so fifty tabs with a stream each would stall.
/// Instead the page's shared worker holds one stream for all the browser's tabs (its channel) and hands
/// each output to the tab it names.
final class EventChannel: Sendable {
    /// What goes down the stream.
    enum Event: Sendable, Equatable {
        /// An output of one tab, as JSON (``TabOutput/json(tab:)``).
        case output(String)
        /// A comment, which the browser ignores: it finds out that a browser has gone.
        case heartbeat
    }

    let id: String
    /// The events, for the one stream that sends them. Unbounded: a browser that stops reading is cut off
    /// by the server's write timeout, which ends the channel.
    let events: AsyncStream<Event>
    private let continuation: AsyncStream<Event>.Continuation

    init(id: String) {
        self.id = id
        (events, continuation) = AsyncStream.makeStream(of: Event.self)
    }

    func send(_ event: Event) {
        continuation.yield(event)
    }

    /// Ends the stream (the channel was dropped).
    func finish() {
        continuation.finish()
    }
}

/// One-shot outputs (an alert, "dismiss"): a subscriber is told only of events sent after it subscribed;
/// nothing is replayed, so an alert is never shown twice.
///
/// A read-only view of an ``EventEmitter``: a view model exposes `EventStream(alertEmitter)` and keeps
/// the ``EventEmitter`` that sends. It is a struct, so a screen cannot cast it back and send.
@MainActor
public struct EventStream<Event>: Publisher {
    private let source: EventEmitter<Event>

    /// The read-only view of `source`.
    public init(_ source: EventEmitter<Event>) {
        self.source = source
    }

    /// Tells `receive` of each event sent from now on; see ``Publisher`` for the rules.
    public func subscribe(_ receive: @escaping @MainActor (Event) -> Void) -> Subscription {
        source.subscribe(receive)
    }

    /// How many subscriptions are alive.
    public var subscriberCount: Int { source.subscriberCount }
}

/// One-shot outputs (an alert, "dismiss"): a subscriber is told only of events sent after it subscribed;
/// nothing is replayed, so an alert is never shown twice.
///
/// A view model exposes an `EventStream` (read-only) and keeps the ``EventEmitter`` that sends.
@MainActor
public class EventStream<Event>: Publisher {
    let subscribers = SubscriberList<Event>()

    init() {}

    /// Tells `receive` of each event sent from now on; see ``Publisher`` for the rules.
    public func subscribe(
        _ receive: @escaping @MainActor (Event) -> Void,
        whenEnded end: @escaping @Sendable () -> Void
    ) -> Subscription {
        let receiver = Receiver(receive: receive, end: end)
        subscribers.add(receiver)
        return Subscription(retaining: [receiver])
    }

    /// How many subscriptions are alive.
    public var subscriberCount: Int { subscribers.count }
}

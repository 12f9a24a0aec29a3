/// The owner's side of an ``EventStream``: a view model keeps it privately, sends events with it, and
/// hands out the read-only ``EventStream`` view (`EventStream(alertEmitter)`).
@MainActor
public final class EventEmitter<Event>: Publisher {
    @usableFromInline let subscribers = SubscriberList<Event>()

    /// Creates an emitter with no subscribers.
    public init() {}

    /// Tells the current subscribers of `event`; it is not kept for later ones.
    @inlinable
    public func send(_ event: Event) {
        subscribers.send(event)
    }

    /// Tells `receive` of each event sent from now on; see ``Publisher`` for the rules.
    public func subscribe(_ receive: @escaping @MainActor (Event) -> Void) -> Subscription {
        subscribers.add(receive)
    }

    /// How many subscriptions are alive.
    public var subscriberCount: Int { subscribers.count }
}

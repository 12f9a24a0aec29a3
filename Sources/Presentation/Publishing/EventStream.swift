/// One-shot outputs (an alert): a subscriber is told only of events sent after it subscribed, so an
/// alert is never shown twice. A read-only view of an ``EventEmitter``, so a screen cannot send.
@MainActor
public struct EventStream<Event>: Publisher {
    private let source: EventEmitter<Event>

    /// The read-only view of `source`.
    public init(_ source: EventEmitter<Event>) {
        self.source = source
    }

    /// Tells `receive` of each event sent from now on.
    public func subscribe(_ receive: @escaping @MainActor (Event) -> Void) -> Subscription {
        source.subscribe(receive)
    }

    /// How many subscriptions are alive.
    public var subscriberCount: Int { source.subscriberCount }
}

/// The owner's side of an ``EventStream``: a view model keeps it privately and hands out `EventStream(emitter)`.
@MainActor
public final class EventEmitter<Event>: Publisher {
    @usableFromInline let subscribers = SubscriberList<Event>()

    /// An emitter with no subscribers.
    public init() {}

    /// Tells the current subscribers of `event`; it is not kept for later ones.
    @inlinable
    public func send(_ event: Event) {
        subscribers.send(event)
    }

    /// Tells `receive` of each event sent from now on.
    public func subscribe(_ receive: @escaping @MainActor (Event) -> Void) -> Subscription {
        subscribers.add(receive)
    }

    /// How many subscriptions are alive.
    public var subscriberCount: Int { subscribers.count }
}

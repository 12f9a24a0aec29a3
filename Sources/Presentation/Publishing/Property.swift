/// State a screen shows: it always has a current value, and a new subscriber is told of it at once,
/// then of every later value. A read-only view of a ``MutableProperty``, so a screen cannot send.
@MainActor
public struct Property<Value>: Publisher {
    private let source: MutableProperty<Value>

    /// The read-only view of `source`.
    public init(_ source: MutableProperty<Value>) {
        self.source = source
    }

    /// The last value sent.
    public var value: Value { source.value }

    /// Tells `receive` of the current value now, then of each new one.
    public func subscribe(_ receive: @escaping @MainActor (Value) -> Void) -> Subscription {
        source.subscribe(receive)
    }

    /// How many subscriptions are alive, e.g. to check that a screen let go of its subscriptions.
    public var subscriberCount: Int { source.subscriberCount }
}

/// The owner's side of a ``Property``: a view model keeps it privately and hands out `Property(subject)`.
@MainActor
public final class MutableProperty<Value>: Publisher {
    // Inlinable, so a client module gets `send` specialized for its `Value`.
    @usableFromInline var current: Value
    @usableFromInline let subscribers = SubscriberList<Value>()

    /// A property whose first value is `value`.
    public init(_ value: Value) {
        self.current = value
    }

    /// The last value sent.
    public var value: Value { current }

    /// Makes `value` current and tells every subscriber, even if it equals the old one.
    @inlinable
    public func send(_ value: Value) {
        current = value
        subscribers.send(value)
    }

    /// Tells `receive` of the current value now, then of each new one.
    public func subscribe(_ receive: @escaping @MainActor (Value) -> Void) -> Subscription {
        let subscription = subscribers.add(receive)
        receive(current)
        return subscription
    }

    /// How many subscriptions are alive.
    public var subscriberCount: Int { subscribers.count }
}

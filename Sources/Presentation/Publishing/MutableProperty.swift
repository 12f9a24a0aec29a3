/// The owner's side of a ``Property``: a view model keeps it privately, sends new state with it, and
/// hands out the read-only ``Property`` view (`Property(contentSubject)`).
@MainActor
public final class MutableProperty<Value>: Publisher {
    // `@usableFromInline` + `@inlinable send`: a client module (a frontend, the benchmark) gets `send`
    // specialized for its `Value`, instead of going through generic metadata on every value.
    @usableFromInline var current: Value
    @usableFromInline let subscribers = SubscriberList<Value>()

    /// Creates the property with its first current value.
    public init(_ value: Value) {
        self.current = value
    }

    /// The current value (the last one sent).
    public var value: Value { current }

    /// Makes `value` current and tells every subscriber (every time, even if it equals the old one).
    @inlinable
    public func send(_ value: Value) {
        current = value
        subscribers.send(value)
    }

    /// Tells `receive` of the current value now (the replay rule), then of each new one; see ``Publisher``.
    public func subscribe(_ receive: @escaping @MainActor (Value) -> Void) -> Subscription {
        let subscription = subscribers.add(receive)
        receive(current)
        return subscription
    }

    /// How many subscriptions are alive, e.g. to check that a screen let go of its subscriptions.
    public var subscriberCount: Int { subscribers.count }
}

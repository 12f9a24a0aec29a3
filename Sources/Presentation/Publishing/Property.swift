/// State a screen shows: it always has a current value, and a new subscriber is told of it **at once**
/// (the replay rule), then of every later value.
///
/// A view model exposes a `Property` (read-only) and keeps the ``MutableProperty`` that sends.
@MainActor
public class Property<Value>: Publisher {
    /// The current value (the last one sent).
    public internal(set) var value: Value
    let subscribers = SubscriberList<Value>()

    init(_ value: Value) {
        self.value = value
    }

    /// Tells `receive` of the current value now, then of each new one; see ``Publisher`` for the rules.
    public func subscribe(
        _ receive: @escaping @MainActor (Value) -> Void,
        whenEnded end: @escaping @Sendable () -> Void
    ) -> Subscription {
        let receiver = Receiver(receive: receive, end: end)
        subscribers.add(receiver)
        receive(value)
        return Subscription(retaining: [receiver])
    }

    /// How many subscriptions are alive, e.g. to check that a screen let go of its subscriptions.
    public var subscriberCount: Int { subscribers.count }
}

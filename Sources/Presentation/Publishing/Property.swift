/// State a screen shows: it always has a current value, and a new subscriber is told of it **at once**
/// (the replay rule), then of every later value.
///
/// A read-only view of a ``MutableProperty``: a view model exposes `Property(contentSubject)` and keeps
/// the ``MutableProperty`` that sends. It is a struct, so a screen cannot cast it back and send.
@MainActor
public struct Property<Value>: Publisher {
    private let source: MutableProperty<Value>

    /// The read-only view of `source`.
    public init(_ source: MutableProperty<Value>) {
        self.source = source
    }

    /// The current value (the last one sent).
    public var value: Value { source.value }

    /// Tells `receive` of the current value now, then of each new one; see ``Publisher`` for the rules.
    public func subscribe(_ receive: @escaping @MainActor (Value) -> Void) -> Subscription {
        source.subscribe(receive)
    }

    /// How many subscriptions are alive, e.g. to check that a screen let go of its subscriptions.
    public var subscriberCount: Int { source.subscriberCount }
}

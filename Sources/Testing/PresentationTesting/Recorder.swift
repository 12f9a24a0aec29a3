import Presentation

/// Subscribes to a publisher and keeps every value or event it delivers, in order, so a test can assert
/// the **whole** sequence: `#expect(recorder.values == [a, b])` fails on anything extra.
@MainActor
public final class Recorder<Value> {
    /// Everything delivered so far, oldest first.
    public private(set) var values: [Value] = []
    private var subscription: Subscription?

    /// Starts recording `publisher` now (a ``Property`` delivers its current value at once).
    public init(_ publisher: some Publisher<Value>) {
        // Weak, not unowned: a recorder released on another thread is unsubscribed only when its token's
        // removal reaches the main actor, and a value sent meanwhile must find nothing, not a dead object.
        subscription = publisher.subscribe { [weak self] value in self?.values.append(value) }
    }
}

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
        subscription = publisher.subscribe { [unowned self] value in self.values.append(value) }
    }
}

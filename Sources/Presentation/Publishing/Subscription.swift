/// The token of one subscription: the subscription lasts exactly as long as this token is alive and not
/// cancelled.
///
/// A screen keeps its tokens in a property; when the screen goes away, so do its subscriptions. Nothing
/// needs to be cleaned up by hand, and a forgotten token cannot leak a view model: the token points at
/// its publisher weakly.
@MainActor
public final class Subscription {
    private var remove: (@MainActor () -> Void)?

    init(remove: @escaping @MainActor () -> Void) {
        self.remove = remove
    }

    /// Stops the subscription now: no value is delivered to it afterwards, not even one already queued.
    public func cancel() {
        let remove = self.remove
        self.remove = nil
        remove?()
    }

    /// Keeps this token in `bag`, e.g. `subscription.store(in: &subscriptions)`.
    public func store(in bag: inout [Subscription]) {
        bag.append(self)
    }

    // Runs on the main actor (released elsewhere, it waits its turn there), so it can reach the publisher.
    isolated deinit {
        remove?()
    }
}

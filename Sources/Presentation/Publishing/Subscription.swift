/// The token of one subscription: the subscription lasts exactly as long as this token is alive and not
/// cancelled.
///
/// A screen keeps its tokens in a property; when the screen goes away, so do its subscriptions. Nothing
/// needs to be cleaned up by hand, and a forgotten token cannot leak a view model.
@MainActor
public final class Subscription {
    // The receivers (or upstream tokens) this subscription owns; publishers only point at them weakly.
    private var retained: [AnyObject]

    init(retaining retained: [AnyObject]) {
        self.retained = retained
    }

    /// Stops the subscription now: no value is delivered to it afterwards, not even one already queued.
    public func cancel() {
        retained.removeAll()
    }

    /// Keeps this token in `bag`, e.g. `subscription.store(in: &subscriptions)`.
    public func store(in bag: inout [Subscription]) {
        bag.append(self)
    }
}

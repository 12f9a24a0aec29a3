/// The token of one subscription: the subscription lasts exactly as long as this token is alive and not
/// cancelled.
///
/// A screen keeps its tokens in a property; when the screen goes away, so do its subscriptions. Nothing
/// needs to be cleaned up by hand, and a forgotten token cannot leak a view model: the token points at
/// its publisher weakly.
@MainActor
public final class Subscription {
    // Removes the callback from its publisher; a second call finds nothing to remove.
    private let remove: @MainActor () -> Void

    init(remove: @escaping @MainActor () -> Void) {
        self.remove = remove
    }

    /// Stops the subscription now: no value is delivered to it afterwards, not even one already queued.
    public func cancel() {
        remove()
    }

    /// Keeps this token in `bag`, e.g. `subscription.store(in: &subscriptions)`.
    public func store(in bag: inout [Subscription]) {
        bag.append(self)
    }

    // `isolated`: it runs on the main actor, where the publisher lives, so the publisher lets go of the
    // callback as the token goes. (Released on another thread, the removal waits its turn there.)
    isolated deinit {
        remove()
    }
}

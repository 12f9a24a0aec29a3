/// The token of one subscription, which lasts while the token is alive and not cancelled: a screen
/// keeps its tokens in a property, and its subscriptions go with it.
@MainActor
public final class Subscription {
    private let remove: @MainActor () -> Void

    init(remove: @escaping @MainActor () -> Void) {
        self.remove = remove
    }

    /// Stops the subscription now: nothing is delivered to it afterwards, not even a value already queued.
    public func cancel() {
        remove()
    }

    /// Keeps this token in `bag`: `subscription.store(in: &subscriptions)`.
    public func store(in bag: inout [Subscription]) {
        bag.append(self)
    }

    // Isolated: the publisher, on the main actor, lets go of the callback as the token goes.
    isolated deinit {
        remove()
    }
}

/// Something a screen can watch: a ``Property`` (state, with a current value), an ``EventStream``
/// (one-shot events) or one derived from them with ``map(_:)``.
///
/// The rules every publisher of this package follows (the tests in `PublisherTests` pin each one):
/// - **Isolation**: everything happens on the main actor, so a subscriber may update a screen directly
///   and Swift 6 checks that nobody sends from another thread.
/// - **Order**: subscribers are told in the order they subscribed; every subscriber sees every value in
///   the order it was sent.
/// - **Re-entrancy**: a subscriber that sends while it is being told does not interrupt the delivery: the
///   new value is queued and delivered to everyone after the current value has reached all of them.
/// - **Who is told**: a value goes to the subscribers that existed when it was sent; one that subscribes
///   later is not told of it (but a ``Property`` gives it the current value at once); one that cancels
///   is never told again, not even of a value already queued.
/// - **Lifetime**: a subscription lasts while its ``Subscription`` token lives and until `cancel()`; then
///   the publisher lets go of the callback at once. The token does not keep the publisher alive, so
///   subscribing never keeps a view model alive.
@MainActor
public protocol Publisher<Output> {
    /// The type of the values or events this publisher delivers.
    associatedtype Output

    /// Starts telling `receive` of each value until the returned token is cancelled or released.
    ///
    /// - Returns: the token that keeps the subscription alive; keep it, and cancel or release it to stop.
    func subscribe(_ receive: @escaping @MainActor (Output) -> Void) -> Subscription
}

extension Publisher {
    /// Each value transformed by `transform`. A ``Property`` mapped still replays (its current value,
    /// transformed); an ``EventStream`` mapped still does not.
    public func map<Result>(_ transform: @escaping @MainActor (Output) -> Result) -> AnyPublisher<Result> {
        AnyPublisher { receive in self.subscribe { receive(transform($0)) } }
    }
}

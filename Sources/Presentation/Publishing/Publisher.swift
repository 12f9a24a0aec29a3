/// Something a screen can watch: a ``Property`` (state, with a current value), an ``EventStream``
/// (one-shot events) or one derived from them with ``map(_:)``.
///
/// The rules every publisher here follows (`PublisherTests` pins each one):
/// - Everything happens on the main actor, so a subscriber may update a screen directly.
/// - Subscribers are told in the order they subscribed, each value in the order it was sent.
/// - A value sent by a subscriber while it is being told is queued, and delivered to everyone after
///   the current one has reached them all.
/// - A value goes to the subscribers that existed when it was sent; one that cancels is never told
///   again, not even of a value already queued.
/// - A subscription lasts while its ``Subscription`` token lives; the token does not keep the
///   publisher alive, so subscribing never keeps a view model alive.
@MainActor
public protocol Publisher<Output> {
    /// The values or events this publisher delivers.
    associatedtype Output

    /// Tells `receive` of each value until the returned token is cancelled or released.
    func subscribe(_ receive: @escaping @MainActor (Output) -> Void) -> Subscription
}

extension Publisher {
    /// Each value transformed by `transform`; a mapped ``Property`` still replays its current value.
    public func map<Result>(_ transform: @escaping @MainActor (Output) -> Result) -> AnyPublisher<Result> {
        AnyPublisher { receive in self.subscribe { receive(transform($0)) } }
    }
}

/// A publisher made from a subscribe function, what ``Publisher/map(_:)`` returns: it keeps no state,
/// each subscription subscribes to the source.
@MainActor
public struct AnyPublisher<Output>: Publisher {
    private let body: @MainActor (_ receive: @escaping @MainActor (Output) -> Void) -> Subscription

    /// Wraps `subscribe`, which must follow the rules of ``Publisher``.
    public init(_ subscribe: @escaping @MainActor (_ receive: @escaping @MainActor (Output) -> Void) -> Subscription) {
        self.body = subscribe
    }

    /// Subscribes through the wrapped function.
    public func subscribe(_ receive: @escaping @MainActor (Output) -> Void) -> Subscription {
        body(receive)
    }
}

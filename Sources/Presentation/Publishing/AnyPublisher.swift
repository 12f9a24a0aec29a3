/// A publisher made from a subscribe function: what the operators (``Publisher/map(_:)`` and friends)
/// return. It keeps no state of its own; each subscription subscribes to the source.
@MainActor
public struct AnyPublisher<Output>: Publisher {
    private let body: @MainActor (
        _ receive: @escaping @MainActor (Output) -> Void, _ end: @escaping @Sendable () -> Void
    ) -> Subscription

    /// Wraps `subscribe`, which must follow the rules of ``Publisher``.
    public init(
        _ subscribe: @escaping @MainActor (
            _ receive: @escaping @MainActor (Output) -> Void, _ end: @escaping @Sendable () -> Void
        ) -> Subscription
    ) {
        self.body = subscribe
    }

    /// Subscribes through the wrapped function.
    public func subscribe(
        _ receive: @escaping @MainActor (Output) -> Void,
        whenEnded end: @escaping @Sendable () -> Void
    ) -> Subscription {
        body(receive, end)
    }
}

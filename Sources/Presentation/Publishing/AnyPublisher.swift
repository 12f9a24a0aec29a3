/// A publisher made from a subscribe function: what ``Publisher/map(_:)`` returns. It keeps no state
/// of its own; each subscription subscribes to the source.
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

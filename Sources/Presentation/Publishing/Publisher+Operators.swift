extension Publisher {
    /// Each value transformed by `transform`. A ``Property`` mapped still replays (its current value,
    /// transformed); an ``EventStream`` mapped still does not.
    public func map<Result>(_ transform: @escaping @MainActor (Output) -> Result) -> AnyPublisher<Result> {
        AnyPublisher { receive, end in
            self.subscribe({ receive(transform($0)) }, whenEnded: end)
        }
    }

    /// Only the values for which `isIncluded` is true.
    public func filter(_ isIncluded: @escaping @MainActor (Output) -> Bool) -> AnyPublisher<Output> {
        AnyPublisher { receive, end in
            self.subscribe({ if isIncluded($0) { receive($0) } }, whenEnded: end)
        }
    }

    /// The latest value of this publisher and of `other`, as a pair, each time either sends, once both
    /// have sent. Two properties combined replay their current pair at once.
    public func combineLatest<Other: Publisher>(_ other: Other) -> AnyPublisher<(Output, Other.Output)> {
        AnyPublisher { receive, end in
            var left: Output?
            var right: Other.Output?
            let first = self.subscribe({ value in
                left = value
                if let right { receive((value, right)) }
            }, whenEnded: end)
            let second = other.subscribe({ value in
                right = value
                if let left { receive((left, value)) }
            }, whenEnded: end)
            return Subscription(retaining: [first, second])
        }
    }
}

extension Publisher where Output: Equatable {
    /// The values that differ from the one delivered before them (each subscription remembers its own).
    public func removeDuplicates() -> AnyPublisher<Output> {
        AnyPublisher { receive, end in
            var last: Output?
            return self.subscribe({ value in
                guard value != last else { return }
                last = value
                receive(value)
            }, whenEnded: end)
        }
    }
}

extension Publisher where Output: Sendable {
    /// The values as an `AsyncStream`, for `for await value in property.values { … }`.
    ///
    /// The stream subscribes when it is created (so a ``Property`` yields its current value first) and
    /// buffers what its reader has not consumed yet. It finishes when the publisher goes away (e.g. its
    /// view model is released); cancelling the reading task, or dropping the stream, ends the subscription.
    public var values: AsyncStream<Output> {
        let (stream, continuation) = AsyncStream.makeStream(of: Output.self)
        let subscription = subscribe({ continuation.yield($0) }, whenEnded: { continuation.finish() })
        // The stream owns the token: it lives until the stream terminates, then is released with it.
        continuation.onTermination = { _ in withExtendedLifetime(subscription) {} }
        return stream
    }
}

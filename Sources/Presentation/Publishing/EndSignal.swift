import Synchronization

/// A subscriber's "the publisher went away" callback, fired at most once, disarmed when the subscriber
/// goes first. It is `Sendable` (a `Mutex` guards the callback) because a publisher's `deinit` fires it.
final class EndSignal: Sendable {
    private let handler: Mutex<(@Sendable () -> Void)?>

    init(_ handler: @escaping @Sendable () -> Void) {
        self.handler = Mutex(handler)
    }

    func fire() {
        handler.withLock { handler in
            defer { handler = nil }
            return handler
        }?()
    }

    func disarm() {
        handler.withLock { $0 = nil }
    }
}

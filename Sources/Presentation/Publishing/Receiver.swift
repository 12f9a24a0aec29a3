/// One subscriber's callbacks, owned by its ``Subscription`` and seen weakly by the publisher.
final class Receiver<Value> {
    let receive: @MainActor (Value) -> Void
    let endSignal: EndSignal

    init(receive: @escaping @MainActor (Value) -> Void, end: @escaping @Sendable () -> Void) {
        self.receive = receive
        self.endSignal = EndSignal(end)
    }

    deinit {
        // A cancelled or released subscription is not told that the publisher ended.
        endSignal.disarm()
    }
}

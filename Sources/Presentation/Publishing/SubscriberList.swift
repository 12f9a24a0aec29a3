/// The delivery engine shared by ``Property`` and ``EventStream``: ordered, queued, weakly held.
@MainActor
final class SubscriberList<Value> {
    private var receivers: [WeakReceiver<Value>] = []
    // Kept apart from `receivers` because `deinit` may only touch `Sendable` state.
    private var endSignals: [EndSignal] = []
    // Values waiting to be delivered, each with the subscribers that existed when it was sent.
    private var queue: [(value: Value, targets: [WeakReceiver<Value>])] = []
    private var isDelivering = false

    /// The subscribers still alive.
    var count: Int { receivers.count { $0.receiver != nil } }

    func add(_ receiver: Receiver<Value>) {
        let alive = receivers.indices.filter { receivers[$0].receiver != nil }
        receivers = alive.map { receivers[$0] } + [WeakReceiver(receiver: receiver)]
        endSignals = alive.map { endSignals[$0] } + [receiver.endSignal]
    }

    func send(_ value: Value) {
        // A send from inside a delivery only queues: the delivery running below it delivers it next.
        guard !isDelivering else {
            queue.append((value, receivers))
            return
        }
        isDelivering = true
        defer { isDelivering = false }
        deliver(value, to: receivers)
        while !queue.isEmpty {
            let (value, targets) = queue.removeFirst()
            deliver(value, to: targets)
        }
    }

    private func deliver(_ value: Value, to targets: [WeakReceiver<Value>]) {
        for target in targets { target.receiver?.receive(value) }
    }

    deinit {
        // The publisher is gone: tell the subscribers that want to know (e.g. an AsyncStream to finish).
        for signal in endSignals { signal.fire() }
    }
}

/// The callbacks behind ``MutableProperty`` and ``EventEmitter``, walked in place on each send. Nothing
/// is removed during a delivery, so indices stay valid: a cancelled entry only loses its callback.
@MainActor @usableFromInline
final class SubscriberList<Value> {
    @usableFromInline struct Entry {
        @usableFromInline let id: Int
        @usableFromInline var receive: (@MainActor (Value) -> Void)?
    }

    @usableFromInline var entries: ContiguousArray<Entry> = []
    // Values sent during a delivery, each with how many entries existed when it was sent.
    @usableFromInline var queued: ContiguousArray<(value: Value, reach: Int)> = []
    @usableFromInline var isDelivering = false
    @usableFromInline var hasEmptyEntries = false
    private var nextID = 0

    @usableFromInline init() {}

    var count: Int { entries.count { $0.receive != nil } }

    func add(_ receive: @escaping @MainActor (Value) -> Void) -> Subscription {
        let id = nextID
        nextID += 1
        entries.append(Entry(id: id, receive: receive))
        return Subscription { [weak self] in self?.remove(id) }
    }

    /// Tells every entry that exists now of `value`, then the values its subscribers sent meanwhile.
    @inlinable
    func send(_ value: Value) {
        guard !isDelivering else {
            queued.append((value, entries.count))
            return
        }
        isDelivering = true
        deliver(value, reach: entries.count)
        if !queued.isEmpty { deliverQueued() }
        isDelivering = false
        if hasEmptyEntries { dropEmptyEntries() }
    }

    @inlinable
    func deliver(_ value: Value, reach: Int) {
        var index = 0
        while index < reach {
            if let receive = entries[index].receive { receive(value) }
            index += 1
        }
    }

    @usableFromInline
    func deliverQueued() {
        var next = 0
        while next < queued.count {
            let (value, reach) = queued[next]
            next += 1
            deliver(value, reach: reach)
        }
        queued.removeAll(keepingCapacity: true)
    }

    @usableFromInline
    func dropEmptyEntries() {
        entries.removeAll { $0.receive == nil }
        hasEmptyEntries = false
    }

    private func remove(_ id: Int) {
        // Entries stay in the order of their ids: a binary search finds it.
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].id < id { low = middle + 1 } else { high = middle }
        }
        guard low < entries.count, entries[low].id == id else { return }
        if isDelivering {
            entries[low].receive = nil
            hasEmptyEntries = true
        } else {
            entries.remove(at: low)
        }
    }
}

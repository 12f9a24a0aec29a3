/// A turnstile for a slow fake store: each caller of ``pass()`` waits there until the test lets it
/// through, so a read is slow for exactly as long as the test says, with no sleeps.
actor Gate {
    private var arrivals = 0
    private var waiting: [Int: CheckedContinuation<Void, Never>] = [:]
    private var watchers: [(number: Int, continuation: CheckedContinuation<Void, Never>)] = []

    /// Called by the store: waits until the test lets this caller (numbered in order of arrival) through.
    func pass() async {
        arrivals += 1
        let number = arrivals
        await withCheckedContinuation { continuation in
            waiting[number] = continuation
            let ready = watchers.filter { $0.number == number }
            watchers.removeAll { $0.number == number }
            for watcher in ready { watcher.continuation.resume() }
        }
    }

    /// Waits until the `number`th caller is waiting at the gate (1 is the first).
    func arrival(_ number: Int) async {
        guard waiting[number] == nil else { return }
        await withCheckedContinuation { watchers.append((number, $0)) }
    }

    /// Waits until the `number`th caller is waiting at the gate, then lets it through.
    func letThrough(_ number: Int) async {
        await arrival(number)
        waiting.removeValue(forKey: number)?.resume()
    }
}

import Foundation

/// The order in which members are asked: the one that answered last first, the ones that failed lately
/// last, remembered across processes by a ``EtcdConfiguration/memberMemory``.
extension EtcdClient {
    /// The members in the order the next call asks them: from the one that answered last (in this process
    /// or, with a ``EtcdConfiguration/memberMemory``, in the one before), round the list, and the members
    /// that failed lately (here or in another process) last.
    public var memberOrder: [EtcdEndpoint] {
        let endpoints = configuration.endpoints
        guard !endpoints.isEmpty else { return [] }
        let unwell = recentFailures()
        let preferred = preferredIndex()
        let rotated = endpoints.indices.map { endpoints[(preferred + $0) % endpoints.count] }
        return rotated.filter { unwell[$0] == nil } + rotated.filter { unwell[$0] != nil }
    }

    /// The members that failed within the memory's lifetime, from the memory file on first use.
    func recentFailures() -> [EtcdEndpoint: Date] {
        let now = Date()
        if state.withLock({ $0.unwell == nil }) {
            let remembered = configuration.memberMemory?.failures(at: now) ?? [:]
            state.withLock { $0.unwell = $0.unwell ?? remembered }
        }
        let lifetime = configuration.memberMemory?.lifetime ?? EtcdMemberMemory.defaultLifetime
        return (state.withLock(\.unwell) ?? [:]).filter { EtcdMemberMemory.isRecent($0.value, at: now, lifetime: lifetime) }
    }

    /// The index of the member to ask first: the one that answered last, from the memory on first use.
    func preferredIndex() -> Int {
        if let preferred = state.withLock(\.preferred) { return preferred }
        let endpoints = configuration.endpoints
        let remembered = configuration.memberMemory?.lastAnswered(among: endpoints).flatMap(endpoints.firstIndex(of:)) ?? 0
        return state.withLock { state in
            if state.preferred == nil { state.preferred = remembered }
            return state.preferred ?? remembered
        }
    }

    /// Notes that `endpoint` answered: it is asked first from now on, by this client and (written only
    /// when another was asked first until now) by the next process.
    func answered(_ endpoint: EtcdEndpoint) {
        guard let index = configuration.endpoints.firstIndex(of: endpoint) else { return }
        let moved = preferredIndex() != index
        state.withLock { $0.preferred = index }
        guard moved, let memory = configuration.memberMemory else { return note(endpoint, failed: false) }
        state.withLock { _ = $0.unwell?.removeValue(forKey: endpoint) }
        memory.recordAnswer(of: endpoint)
    }

    /// Notes that `endpoint` failed now, or answered, here and in the memory file (written only when
    /// what it says changes: a healthy cluster costs no write).
    func note(_ endpoint: EtcdEndpoint, failed: Bool) {
        let now = Date()
        let changed = state.withLock { state -> Bool in
            if failed {
                state.unwell = (state.unwell ?? [:]).merging([endpoint: now]) { $1 }
                return true
            }
            return state.unwell?.removeValue(forKey: endpoint) != nil
        }
        if changed { configuration.memberMemory?.record(endpoint, failedAt: failed ? now : nil) }
    }
}

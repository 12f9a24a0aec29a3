import Foundation

/// Failover: which member to ask, for how long, and what to say when none can serve.
extension EtcdClient {
    /// What the members that took a request but could not serve it say of the cluster.
    enum Health {
        /// A majority of the members answer: the cluster is slow or electing a leader; worth waiting for.
        case majorityAnswers
        /// These members answer, fewer than a majority, and none knows a leader.
        case quorumLost([EtcdEndpoint])
        /// Nothing to conclude (a member answering knows a leader it may soon lose, say).
        case unknown
    }

    /// The members in the order the next call asks them: from the one that answered last, round the
    /// list, and the members that failed lately (in this process or, with a ``EtcdConfiguration/memberMemory``,
    /// in another) last.
    public var memberOrder: [EtcdEndpoint] {
        let endpoints = configuration.endpoints
        guard !endpoints.isEmpty else { return [] }
        let unwell = recentFailures()
        let preferred = state.withLock(\.preferred)
        let rotated = endpoints.indices.map { endpoints[(preferred + $0) % endpoints.count] }
        return rotated.filter { unwell[$0] == nil } + rotated.filter { unwell[$0] != nil }
    }

    /// Runs `attempt` on the members in ``memberOrder`` until one succeeds.
    ///
    /// A member that cannot be reached, or whose certificate does not verify, is skipped at once (one sick
    /// member must not stop the board), and so is one that stays silent past the first-byte bound on a
    /// read. A round where a member was merely slow to connect is tried again with the connection bounds
    /// doubled. When a round brought no answer, the members that took the request are asked for their
    /// status: fewer than a majority answering, none with a leader, is ``EtcdError/quorumLost(answering:members:)``
    /// at once; otherwise the round is tried again after a growing pause until the operation timeout (a
    /// leader election), with a first-byte bound that doubles while a majority answers (a slow cluster).
    /// Nothing worth waiting for (every member unreachable), or time up: a certificate that did not
    /// verify, else the failure of the one member, or ``EtcdError/unreachable(_:)`` naming each member's. An expired token is renewed once per call.
    /// Anything else is thrown as is.
    func withFailover<Result>(
        retriable: Bool, _ attempt: (EtcdEndpoint, ExchangeBounds, String?) async throws(EtcdError) -> Result
    ) async throws(EtcdError) -> Result {
        let endpoints = configuration.endpoints
        guard !endpoints.isEmpty else { throw .unreachable([]) }
        if configuration.isSecure { try configuration.trust.prepare() }  // no TLS, or no CA: before any connection
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: configuration.operationTimeout)
        var pause = Duration.milliseconds(50)
        // A write waits for its answer: giving up early would leave its outcome unknown.
        var patience = retriable ? configuration.firstByteTimeout : configuration.requestTimeout
        // Connecting and the TLS handshake send nothing: short bounds even for a write, doubled on each
        // round that had a member merely slow to connect (a long or lossy route).
        var reach = (connect: configuration.connectTimeout, handshake: configuration.firstByteTimeout)
        var renewedToken = false
        // The latest failure of each member, and why in a few words: the error when none answers, unless
        // a certificate did not verify (then that, never a reason to show the cached board as offline).
        var failures: [EtcdEndpoint: (error: EtcdError, reason: String)] = [:]
        func failure() -> EtcdError? {
            let failed = endpoints.filter { failures[$0] != nil }
            for endpoint in failed { if case .certificateRejected? = failures[endpoint]?.error { return failures[endpoint]?.error } }
            guard failed.count > 1 else { return failed.first.flatMap { failures[$0]?.error } }
            return .unreachable(failed.map { EtcdMemberFailure($0, reason: failures[$0]?.reason ?? "") })
        }
        while true {
            // The members that took the request and could not serve it: alive, perhaps without a quorum.
            var suspects: [EtcdEndpoint] = []
            var slowToConnect = false
            var order = memberOrder[...]
            while let endpoint = order.first {
                let remaining = clock.now.duration(to: deadline)
                guard remaining > .zero else { throw failure() ?? .timedOut(endpoint) }
                let bounds = ExchangeBounds(
                    connect: reach.connect, handshake: reach.handshake, firstByte: patience, whole: min(configuration.requestTimeout, remaining))
                let started = clock.now
                do throws(EtcdError) {
                    let token = try await token(on: endpoint, bounds: bounds)
                    let result = try await attempt(endpoint, bounds, token)
                    if let index = endpoints.firstIndex(of: endpoint) { state.withLock { $0.preferred = index } }
                    note(endpoint, failed: false)
                    return result
                } catch .authenticationRequired where !renewedToken && configuration.credentials != nil {
                    renewedToken = true
                    state.withLock { $0.token = nil }  // expired or revoked: authenticate again, same member
                    continue
                } catch {
                    let took = clock.now - started
                    switch error {
                    case .unreachable(let why):  // nothing was sent: the next member may do
                        failures[endpoint] = (error, why.first?.reason ?? "unreachable")
                        slowToConnect = slowToConnect || why.first?.timedOut == true
                        note(endpoint, failed: true)
                    case .certificateRejected(_, let reason):  // nothing was sent either
                        failures[endpoint] = (error, "certificate does not verify: \(reason)")
                        note(endpoint, failed: true)
                    case .unavailable(_, let message) where message.contains("no leader") || retriable:
                        failures[endpoint] = (error, "unavailable: \(message)")
                        suspects.append(endpoint)
                    case .timedOut where retriable:
                        let bound = took < bounds.whole ? bounds.firstByte : bounds.whole
                        failures[endpoint] = (error, "no answer within \(SocketConnection.text(bound))")
                        suspects.append(endpoint)
                        note(endpoint, failed: true)
                    case .outcomeUnknown where retriable:
                        failures[endpoint] = (error, "connection broke off")
                        suspects.append(endpoint)
                    default:
                        throw error
                    }
                }
                order = order.dropFirst()
            }
            // Every member refused (the connection, or its certificate): nothing to wait for.
            guard !suspects.isEmpty || slowToConnect, let error = failure() else { throw failure() ?? .unreachable([]) }
            if slowToConnect {
                reach = (min(reach.connect * 2, configuration.requestTimeout), min(reach.handshake * 2, configuration.requestTimeout))
            }
            // One member alone cannot lose a quorum while it answers: it is only slow.
            switch suspects.isEmpty ? .unknown : endpoints.count == 1 ? .majorityAnswers : await health(of: suspects) {
            case .quorumLost(let answering): throw .quorumLost(answering: answering, members: endpoints.count)
            case .majorityAnswers: patience = min(patience * 2, configuration.requestTimeout)
            case .unknown: break
            }
            guard clock.now.advanced(by: pause) < deadline else { throw error }
            try? await Task.sleep(for: pause)
            if Task.isCancelled { throw error }
            pause = min(pause * 2, .seconds(1))
        }
    }

    /// Asks `suspects` at once, within the short bounds, which leader each follows.
    private func health(of suspects: [EtcdEndpoint]) async -> Health {
        let token = state.withLock(\.token).flatMap { $0.isEmpty ? nil : $0 }
        let bounds = ExchangeBounds(
            connect: configuration.connectTimeout, firstByte: configuration.firstByteTimeout, whole: configuration.firstByteTimeout)
        let leaders = await withTaskGroup(of: (EtcdEndpoint, UInt64?).self) { group in
            for endpoint in suspects {
                group.addTask { (endpoint, await self.leader(of: endpoint, bounds: bounds, token: token)) }
            }
            var leaders: [EtcdEndpoint: UInt64] = [:]
            for await (endpoint, leader) in group { leaders[endpoint] = leader }
            return leaders
        }
        if leaders.count > configuration.endpoints.count / 2 { return .majorityAnswers }
        guard !leaders.isEmpty, leaders.values.allSatisfy({ $0 == 0 }) else { return .unknown }
        return .quorumLost(configuration.endpoints.filter { leaders[$0] != nil })
    }

    /// The leader `endpoint` follows (0: none), from its status, which it answers without the quorum;
    /// `nil` when it does not answer.
    private func leader(of endpoint: EtcdEndpoint, bounds: ExchangeBounds, token: String?) async -> UInt64? {
        let status: WireStatus.Response? = try? decode(await status(of: endpoint, bounds: bounds, token: token), from: endpoint)
        return status.map(\.leader)
    }

    /// Whether `endpoint` answers a status request at all (any answer: even a refusal shows it alive)
    /// within the short bounds.
    func answers(_ endpoint: EtcdEndpoint) async -> Bool {
        let bounds = ExchangeBounds(
            connect: configuration.connectTimeout, firstByte: configuration.firstByteTimeout, whole: configuration.firstByteTimeout)
        if case .answer = await status(of: endpoint, bounds: bounds, token: nil) { return true }
        return false
    }

    /// One status request to `endpoint`.
    private func status(of endpoint: EtcdEndpoint, bounds: ExchangeBounds, token: String?) async -> Exchange {
        let body = Self.encode(WireStatus.Request())
        return await SocketTransport.post(
            "/v3/maintenance/status", to: endpoint, through: connections, body: body,
            headers: token.map { ["Authorization": $0] } ?? [:], bounds: bounds, limit: 64 << 10, idempotent: true, onCallersThread: configuration.exchangesOnTheCallersThread)
    }

    /// The members that failed within the memory's lifetime, from the memory file on first use.
    private func recentFailures() -> [EtcdEndpoint: Date] {
        let now = Date()
        if state.withLock({ $0.unwell == nil }) {
            let remembered = configuration.memberMemory?.failures(at: now) ?? [:]
            state.withLock { $0.unwell = $0.unwell ?? remembered }
        }
        let lifetime = configuration.memberMemory?.lifetime ?? EtcdMemberMemory.defaultLifetime
        return (state.withLock(\.unwell) ?? [:]).filter { EtcdMemberMemory.isRecent($0.value, at: now, lifetime: lifetime) }
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

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

    /// Runs `attempt` on the members in ``memberOrder`` until one succeeds.
    ///
    /// A member that cannot be reached, or whose certificate does not verify, is skipped at once (one sick
    /// member must not stop the board), and so is one that stays silent past the first-byte bound on a
    /// read. A member that says it has just learned of a new leader is asked again at once. A round where
    /// a member was merely slow to connect is tried again with the connection bounds doubled. When a round
    /// brought no answer, the members that took the request are asked for their status (until a majority
    /// answers): fewer than a majority answering, none with a leader, is ``EtcdError/quorumLost(answering:members:)``
    /// at once; otherwise the round is tried again after a growing pause until the operation timeout (a
    /// leader election), with a first-byte bound that doubles while a majority answers (a slow cluster),
    /// and the members silent to both the request and their status asked last (a frozen leader stays
    /// frozen while the others elect another).
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
        var askedAgainAfterElection = false
        // The members silent in this call, to the request and since to their status: asked last.
        var silent: Set<EtcdEndpoint> = []
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
            let members = memberOrder
            var order = (members.filter { !silent.contains($0) } + members.filter { silent.contains($0) })[...]
            while let endpoint = order.first {
                let remaining = clock.now.duration(to: deadline)
                guard remaining > .zero else { throw failure() ?? .timedOut(endpoint) }
                let bounds = ExchangeBounds(
                    connect: reach.connect, handshake: reach.handshake, firstByte: patience, whole: min(configuration.requestTimeout, remaining))
                let started = clock.now
                do throws(EtcdError) {
                    let token = try await token(on: endpoint, bounds: bounds)
                    let result = try await attempt(endpoint, bounds, token)
                    answered(endpoint)
                    return result
                } catch .authenticationRequired where !renewedToken && configuration.credentials != nil {
                    renewedToken = true
                    state.withLock { $0.token = nil }  // expired or revoked: authenticate again, same member
                    continue
                } catch .unavailable(_, let message) where retriable && !askedAgainAfterElection && message.contains("leader changed") {
                    // A read held while the cluster had no leader, released when the member learned of the
                    // new one: it can serve one now, same member.
                    askedAgainAfterElection = true
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
                        silent.insert(endpoint)
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
            let (verdict, answering): (Health, Set<EtcdEndpoint>) =
                suspects.isEmpty ? (.unknown, []) : endpoints.count == 1 ? (.majorityAnswers, []) : await health(of: suspects)
            silent.subtract(answering)
            switch verdict {
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

    /// Asks `suspects` at once, within the short bounds, which leader each follows, until all have
    /// answered or a majority of the members has (the silent ones are not waited for); returns what that
    /// says and the members that answered.
    private func health(of suspects: [EtcdEndpoint]) async -> (Health, answering: Set<EtcdEndpoint>) {
        let token = state.withLock(\.token).flatMap { $0.isEmpty ? nil : $0 }
        let bounds = ExchangeBounds(
            connect: configuration.connectTimeout, firstByte: configuration.firstByteTimeout, whole: configuration.firstByteTimeout)
        let (answers, sink) = AsyncStream.makeStream(of: (EtcdEndpoint, UInt64?).self)
        let asks = suspects.map { endpoint in
            Task { sink.yield((endpoint, await self.leader(of: endpoint, bounds: bounds, token: token))) }
        }
        let majority = configuration.endpoints.count / 2 + 1
        var leaders: [EtcdEndpoint: UInt64] = [:], heard = 0
        for await (endpoint, leader) in answers {
            heard += 1
            leaders[endpoint] = leader
            if leaders.count >= majority || heard == suspects.count { break }
        }
        asks.forEach { $0.cancel() }  // a silent one's thread notices within a fifth of a second
        let answering = Set(leaders.keys)
        if leaders.count >= majority { return (.majorityAnswers, answering) }
        guard !leaders.isEmpty, leaders.values.allSatisfy({ $0 == 0 }) else { return (.unknown, answering) }
        return (.quorumLost(configuration.endpoints.filter { leaders[$0] != nil }), answering)
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
}

import Foundation

extension EtcdClient {
    /// Watches the keys for changes from `revision` on (0: from now), and returns once the watch is in
    /// place: every change made after this returns is reported.
    ///
    /// The stream yields events in batches, as the cluster sends them (the events of one transaction
    /// arrive together). If the member it listens to goes away, or stops answering (frozen: checked every
    /// ``EtcdConfiguration/watchCheckInterval``), it moves on to another and resumes after the last revision seen, so no change is lost or repeated. It ends by throwing an ``EtcdError``:
    /// ``EtcdError/compacted(revision:)`` when changes it must report were compacted away (read the keys
    /// again and watch from there), or ``EtcdError/unreachable(_:)`` (or ``EtcdError/quorumLost(answering:members:)``) when no member can serve it. Stop
    /// iterating to end the watch.
    public func watch(_ keys: EtcdKeys, from revision: Int64 = 0) async throws(EtcdError) -> AsyncThrowingStream<[EtcdWatchEvent], any Error> {
        let (events, eventSink) = AsyncThrowingStream.makeStream(of: [EtcdWatchEvent].self)
        let (ready, readySink) = AsyncStream.makeStream(of: EtcdError?.self)
        let follower = Task {
            var next = revision
            while !Task.isCancelled {
                do throws(EtcdError) {
                    next = try await withFailover(retriable: true) { endpoint, bounds, token throws(EtcdError) in
                        try await follow(keys, from: next, on: endpoint, bounds: bounds, token: token, into: eventSink) {
                            readySink.yield(nil)
                            readySink.finish()
                        }
                    }
                } catch {
                    readySink.yield(error)
                    readySink.finish()
                    eventSink.finish(throwing: error)
                    return
                }
                // The member closed the stream: pause briefly so a server that keeps doing so cannot spin us.
                try? await Task.sleep(for: .milliseconds(100))
            }
            eventSink.finish()
        }
        eventSink.onTermination = { _ in follower.cancel() }
        for await outcome in ready {
            if let outcome { throw outcome }
            break
        }
        return events
    }

    /// Follows one watch stream on one member until it ends; returns the revision to resume from.
    ///
    /// Until the member confirms the watch (within `bounds`), every failure is thrown, so the caller
    /// tries the next member. Once confirmed, a broken connection is not an error: the caller resumes
    /// elsewhere. A compaction, a cancelled watch or a malformed message is thrown.
    private func follow(
        _ keys: EtcdKeys, from revision: Int64, on endpoint: EtcdEndpoint, bounds: ExchangeBounds, token: String?,
        into sink: AsyncThrowingStream<[EtcdWatchEvent], any Error>.Continuation, created: @Sendable () -> Void
    ) async throws(EtcdError) -> Int64 {
        let body = Self.encode(WireWatch.Request(keys, from: revision))
        let receiver = StreamReceiver(limit: configuration.responseLimit)
        let stream = SocketTransport.stream(
            "/v3/watch", to: endpoint, through: connections, body: body, headers: token.map { ["Authorization": $0] } ?? [:], bounds: bounds,
            into: receiver)
        defer { stream.cancel() }
        let timer = Task {
            try await Task.sleep(for: bounds.whole)
            receiver.fail(.timedOut)
            stream.cancel()
        }
        defer { timer.cancel() }
        var checks: Task<Void, Never>?
        defer { checks?.cancel() }

        var next = revision
        var status = 0
        var isCreated = false
        do {
            for try await piece in receiver.pieces {
                let line: Data
                switch piece {
                case .status(let code): status = code; continue
                case .line(let text): line = text
                }
                guard status == 200 else {
                    if let error = try? Self.read(WireError.self, from: line) {
                        throw self.error(code: error.status, message: error.text, from: endpoint)
                    }
                    throw EtcdError.malformedResponse(endpoint, reason: "HTTP status \(status)")
                }
                guard let message = try? Self.read(WireWatch.Message.self, from: line) else {
                    throw EtcdError.malformedResponse(endpoint, reason: "not the JSON of a watch message")
                }
                if let error = message.error { throw self.error(code: error.status, message: error.text, from: endpoint) }
                guard let result = message.result else {
                    throw EtcdError.malformedResponse(endpoint, reason: "a watch message without a result")
                }
                if result.canceled {
                    if result.compact_revision > 0 { throw EtcdError.compacted(revision: result.compact_revision) }
                    throw cancellation(result.cancel_reason.isEmpty ? "the watch was cancelled" : result.cancel_reason, from: endpoint)
                }
                if result.created, !isCreated {
                    isCreated = true
                    timer.cancel()
                    checks = check(endpoint, holding: stream, into: receiver)
                    // A watch "from now" resumes, after a reconnection, from the revision it started at.
                    if next == 0, let header = result.header { next = header.revision + 1 }
                    created()
                }
                let wireEvents = result.events
                guard !wireEvents.isEmpty else { continue }
                guard isCreated else { throw EtcdError.malformedResponse(endpoint, reason: "events before the watch was created") }
                var batch: [EtcdWatchEvent] = []
                for wire in wireEvents {
                    guard let keyValue = wire.kv.keyValue else { throw EtcdError.malformedResponse(endpoint, reason: "a key that is not UTF-8") }
                    batch.append(EtcdWatchEvent(kind: wire.type == "DELETE" ? .delete : .put, keyValue: keyValue))
                }
                next = max(next, (batch.map(\.keyValue.modRevision).max() ?? 0) + 1)
                sink.yield(batch)
            }
        } catch let error as EtcdError {
            throw error
        } catch let failure as ExchangeFailure where isCreated && failure != .tooLarge {
            return next  // the connection broke after the watch was in place: resume on a member
        } catch let failure as ExchangeFailure {
            throw Self.error(failure, from: endpoint, limit: configuration.responseLimit)
        } catch {
            throw .outcomeUnknown(endpoint)
        }
        guard isCreated else { throw .outcomeUnknown(endpoint) }  // closed before confirming: try another member
        return next
    }

    /// Asks `endpoint`, which holds a watch, whether it still answers, every ``EtcdConfiguration/watchCheckInterval``:
    /// a member that misses two checks in a row (frozen: its kernel keeps the connection open) is noted as
    /// failed and its stream ended, so the watch resumes on another member, where no event is lost.
    private func check(_ endpoint: EtcdEndpoint, holding stream: CancelFlag, into receiver: StreamReceiver) -> Task<Void, Never> {
        Task {
            var missed = 0
            while missed < 2 {
                try? await Task.sleep(for: configuration.watchCheckInterval)
                if Task.isCancelled { return }
                missed = await answers(endpoint) ? 0 : missed + 1
            }
            note(endpoint, failed: true)
            receiver.fail(.timedOut)
            stream.cancel()
        }
    }

    /// The typed error for a watch the server cancelled, whose reason reads like
    /// `rpc error: code = InvalidArgument desc = etcdserver: user name is empty`.
    private func cancellation(_ reason: String, from endpoint: EtcdEndpoint) -> EtcdError {
        let codes = ["InvalidArgument": 3, "PermissionDenied": 7, "OutOfRange": 11, "Unavailable": 14, "Unauthenticated": 16]
        guard let match = reason.firstMatch(of: /code = (\w+) desc = (.*)/), let code = codes[String(match.1)] else {
            return .server(code: 0, message: scrub(reason))
        }
        return error(code: code, message: String(match.2), from: endpoint)
    }
}

import FastCoding
import Foundation
import Synchronization

/// A client of one etcd cluster over its JSON gateway: reads, writes, transactions that compare
/// revisions, and watches, with failover between members.
///
/// Each call goes to the member that answered last, in this process or, with a memory, in the one
/// before (members that failed lately go last), and on to
/// the next one when a member cannot be reached, is silent or has no leader; when the members that
/// answer are too few to agree, the call says the cluster lost its quorum (`Failover`). A write is only ever sent again when it provably did not reach a member
/// (refused connection, "no leader"); when a connection breaks after a write was sent, the call throws
/// ``EtcdError/outcomeUnknown(_:)`` so the caller reads before retrying. Every call is bounded in time
/// and size by its ``EtcdConfiguration``.
///
/// Over TLS (`etcds://`), every connection verifies the member's certificate against the configuration's
/// ``EtcdTrust`` before sending anything, and a certificate that does not verify is an error, never a
/// reason to try plain text or to call the member unreachable.
///
/// A client keeps one idle connection per member for its next request (closed when the client goes), so
/// that a command of several requests connects, and over TLS handshakes, once; over TLS, with a
/// ``EtcdConfiguration/sessionFolder`` (or a ``EtcdConfiguration/memberMemory``), the next process
/// resumes the session this one saved instead of a full handshake. Watches have connections of their own.
///
/// With credentials, the client authenticates on first use and again when the cluster says its token
/// expired; the token travels in the `Authorization` header, the password only in the authentication
/// request's body.
public final class EtcdClient: Sendable {
    struct State {
        /// The member to try first: the one that answered last (`nil`: not read from the memory yet).
        var preferred: Int?
        /// The auth token, once authenticated.
        var token: String?
        /// The members that failed lately, and when (read from the memory on first use).
        var unwell: [EtcdEndpoint: Date]?
    }

    /// The configuration the client was made with.
    public let configuration: EtcdConfiguration
    let state = Mutex(State())
    /// The connection kept to each member for the next request, and the TLS sessions kept for the next process.
    let connections: ConnectionPool

    /// A client of the cluster `configuration` describes. Nothing is sent before the first call.
    public init(_ configuration: EtcdConfiguration) {
        self.configuration = configuration
        let folder = configuration.sessionFolder ?? configuration.memberMemory?.file.deletingLastPathComponent()
        connections = ConnectionPool(security: configuration.security, sessions: folder.map(TLSSessionCache.init(in:)))
    }

    // MARK: Key-value

    /// Reads the keys, at most `limit` of them (0: all), as of `revision` (0: the latest).
    public func range(_ keys: EtcdKeys, limit: Int64 = 0, revision: Int64 = 0, keysOnly: Bool = false) async throws(EtcdError) -> EtcdRange {
        let (response, endpoint): (WireRange.Response, EtcdEndpoint) = try await call(
            "/v3/kv/range", WireRange.Request(keys, limit: limit, revision: revision, keysOnly: keysOnly),
            retriable: true, revision: revision)
        guard let range = response.range else { throw .malformedResponse(endpoint, reason: "a key that is not UTF-8") }
        return range
    }

    /// Writes `value` under `key`; returns the cluster's revision after the write.
    @discardableResult
    public func put(_ key: String, _ value: Data) async throws(EtcdError) -> Int64 {
        let (response, _): (WirePut.Response, _) = try await call("/v3/kv/put", WirePut.Request(key: key, value: value), retriable: false)
        return response.header.revision
    }

    /// Deletes the keys; returns how many were deleted and the cluster's revision after.
    @discardableResult
    public func delete(_ keys: EtcdKeys) async throws(EtcdError) -> (deleted: Int64, revision: Int64) {
        let (response, _): (WireDelete.Response, _) = try await call("/v3/kv/deleterange", WireDelete.Request(keys), retriable: false)
        return (response.deleted, response.header.revision)
    }

    /// Runs `success` if every compare holds, else `failure`, as one atomic step of the cluster.
    public func transaction(
        if compares: [EtcdCompare], then success: [EtcdOperation], else failure: [EtcdOperation] = []
    ) async throws(EtcdError) -> EtcdTransactionResult {
        let request = WireTransaction.Request(compare: compares, success: success, failure: failure)
        let writes = (success + failure).contains { operation in
            switch operation {
            case .range, .rangeModified, .count: false
            case .put, .delete: true
            }
        }
        let (response, endpoint): (WireTransaction.Response, EtcdEndpoint) = try await call("/v3/kv/txn", request, retriable: !writes)
        var results: [EtcdOperationResult] = []
        results.reserveCapacity(response.responses.count)
        for operation in response.responses {
            guard let result = operation.result else {
                throw .malformedResponse(endpoint, reason: "a transaction result of no known kind")
            }
            results.append(result)
        }
        let succeeded = response.succeeded
        guard results.count == (succeeded ? success : failure).count else {
            throw .malformedResponse(endpoint, reason: "a transaction answered \(results.count) results")
        }
        return EtcdTransactionResult(succeeded: succeeded, results: results, revision: response.header.revision)
    }

    /// Discards the history of every key before `revision`: reads and watches of older revisions then
    /// fail with ``EtcdError/compacted(revision:)``.
    public func compact(revision: Int64) async throws(EtcdError) {
        let _: (WireCompaction.Response, _) = try await call(
            "/v3/kv/compaction", WireCompaction.Request(revision: revision, physical: true), retriable: true)
    }

    // MARK: Calls and failover

    /// Sends `body` to `path` and decodes the answer, failing over between members; returns the answer
    /// and the member that gave it.
    private func call<Answer: WireReadable>(
        _ path: String, _ body: some WireWritable, retriable: Bool, revision: Int64 = 0
    ) async throws(EtcdError) -> (Answer, EtcdEndpoint) {
        let data = Self.encode(body)
        return try await withFailover(retriable: retriable) { endpoint, bounds, token throws(EtcdError) in
            let exchange = await SocketTransport.post(
                path, to: endpoint, through: connections, body: data, headers: token.map { ["Authorization": $0] } ?? [:], bounds: bounds,
                limit: configuration.responseLimit, idempotent: retriable, onCallersThread: configuration.exchangesOnTheCallersThread)
            return (try decode(exchange, from: endpoint, revision: revision), endpoint)
        }
    }

    /// The auth token to send, authenticating first if credentials were given and there is none yet.
    func token(on endpoint: EtcdEndpoint, bounds: ExchangeBounds) async throws(EtcdError) -> String? {
        guard let credentials = configuration.credentials else { return nil }
        if let token = state.withLock(\.token) { return token.isEmpty ? nil : token }
        let body = Self.encode(WireAuthenticate.Request(name: credentials.user, password: credentials.password))
        let exchange = await SocketTransport.post(
            "/v3/auth/authenticate", to: endpoint, through: connections, body: body, headers: [:], bounds: bounds, limit: configuration.responseLimit,
            idempotent: true, onCallersThread: configuration.exchangesOnTheCallersThread)
        let token: String
        do throws(EtcdError) {
            let response: WireAuthenticate.Response = try decode(exchange, from: endpoint)
            guard let issued = response.token, !issued.isEmpty else { throw .malformedResponse(endpoint, reason: "no token") }
            token = issued
        } catch .server(_, let message) where message.contains("authentication is not enabled") {
            token = ""  // no authentication on this cluster: send no token
        } catch .authenticationRequired {
            throw .authenticationFailed(user: credentials.user)
        } catch {
            throw error
        }
        state.withLock { $0.token = token }
        return token.isEmpty ? nil : token
    }

    // MARK: Coding

    /// `body` as the gateway's JSON, written by the package's byte-level writer.
    static func encode(_ body: some WireWritable) -> Data {
        var writer = JSONWriter(capacity: 512)
        body.write(to: &writer)
        return Data(writer.bytes)
    }

    /// `bytes` read as `Answer`, nothing but white space after it.
    static func read<Answer: WireReadable>(_ type: Answer.Type, from bytes: Data) throws(JSONReadError) -> Answer {
        try JSONReader.read(bytes) { (reader) throws(JSONReadError) in try Answer(reading: &reader) }
    }

    /// The decoded answer of `exchange`, or the error it carries.
    func decode<Answer: WireReadable>(_ exchange: Exchange, from endpoint: EtcdEndpoint, revision: Int64 = 0) throws(EtcdError) -> Answer {
        switch exchange {
        case .failed(let failure):
            throw Self.error(failure, from: endpoint, limit: configuration.responseLimit)
        case .answer(let status, let body):
            if status == 200 {
                guard let answer = try? Self.read(Answer.self, from: body) else {
                    throw .malformedResponse(endpoint, reason: "not the JSON of an etcd answer")
                }
                return answer
            }
            guard let error = try? Self.read(WireError.self, from: body), error.status != 0 || !error.text.isEmpty else {
                if status == 503 { throw .unavailable(endpoint, message: "HTTP 503") }
                throw .malformedResponse(endpoint, reason: "HTTP status \(status)")
            }
            throw self.error(code: error.status, message: error.text, from: endpoint, revision: revision)
        }
    }

    /// The typed error for an exchange that brought no answer.
    static func error(_ failure: ExchangeFailure, from endpoint: EtcdEndpoint, limit: Int) -> EtcdError {
        switch failure {
        case .notConnected(let reason, let timedOut): return .unreachable([EtcdMemberFailure(endpoint, reason: reason, timedOut: timedOut)])
        case .connectionLost, .closedUnanswered: return .outcomeUnknown(endpoint)
        case .speaksTLS: return .requiresTLS(endpoint)
        case .certificateRejected(let reason): return .certificateRejected(endpoint, reason: reason)
        case .handshakeFailed(let reason): return .handshakeFailed(endpoint, reason: reason)
        case .timedOut: return .timedOut(endpoint)
        case .tooLarge: return .responseTooLarge(endpoint, limit: limit)
        case .notHTTP(let reason): return .malformedResponse(endpoint, reason: reason)
        }
    }

    /// The typed error for an error answer with gRPC `code` and `message`.
    func error(code: Int, message: String, from endpoint: EtcdEndpoint, revision: Int64 = 0) -> EtcdError {
        let message = scrub(message)
        switch code {
        case 14: return .unavailable(endpoint, message: message)
        case 16: return .authenticationRequired  // "invalid auth token": expired or revoked
        case 7: return .permissionDenied(message: message)
        case 11 where message.contains("compacted"): return .compacted(revision: revision)
        case 3 where message.contains("user name is empty"): return .authenticationRequired
        case 3 where message.contains("authentication failed"):
            return .authenticationFailed(user: configuration.credentials?.user ?? "")
        default: return .server(code: code, message: message)
        }
    }

    /// A server's message made safe to show: one line, at most 200 characters, no control characters,
    /// and never the password (should a server ever echo it).
    @Sendable func scrub(_ message: String) -> String {
        var text = String(message.unicodeScalars.filter { $0.properties.generalCategory != .control }.map(Character.init))
        if let password = configuration.credentials?.password, !password.isEmpty {
            text = text.replacingOccurrences(of: password, with: "•••")
        }
        return text.count > 200 ? String(text.prefix(200)) + "…" : text
    }
}

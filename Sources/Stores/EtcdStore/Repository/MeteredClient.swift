import EtcdKit
import Foundation
import Synchronization

/// The repository's etcd client, counting what it reads: the bytes of every key and value etcd sends
/// back (in ranges, in transactions' ranges and in watch events). That is how much a board following
/// the store costs each change, which tests and benchmarks hold to a bound
/// (``EtcdProjectRepository/bytesReceived``). The count leaves out what the wire adds around them (JSON,
/// base64, HTTP), which grows with them. It counts the requests too: each is a round trip to the
/// cluster, which a command pays in time (``EtcdProjectRepository/requestsSent``).
final class MeteredClient: Sendable {
    let base: EtcdClient
    private let received = Atomic<Int>(0)
    private let sent = Atomic<Int>(0)

    init(_ base: EtcdClient) {
        self.base = base
    }

    /// The bytes of the keys and values received so far.
    var bytesReceived: Int { received.load(ordering: .relaxed) }

    /// The requests sent so far (watches included).
    var requestsSent: Int { sent.load(ordering: .relaxed) }

    /// Counts the keys and values of `keyValues`, and returns them.
    @discardableResult
    func count(_ keyValues: [EtcdKeyValue]) -> [EtcdKeyValue] {
        received.add(keyValues.reduce(0) { $0 + $1.key.utf8.count + $1.value.count }, ordering: .relaxed)
        return keyValues
    }

    func range(_ keys: EtcdKeys, revision: Int64 = 0, keysOnly: Bool = false) async throws(EtcdError) -> EtcdRange {
        sent.add(1, ordering: .relaxed)
        let range = try await base.range(keys, revision: revision, keysOnly: keysOnly)
        count(range.keyValues)
        return range
    }

    @discardableResult
    func put(_ key: String, _ value: Data) async throws(EtcdError) -> Int64 {
        sent.add(1, ordering: .relaxed)
        return try await base.put(key, value)
    }

    @discardableResult
    func delete(_ keys: EtcdKeys) async throws(EtcdError) -> (deleted: Int64, revision: Int64) {
        sent.add(1, ordering: .relaxed)
        return try await base.delete(keys)
    }

    func transaction(
        if compares: [EtcdCompare], then success: [EtcdOperation], else failure: [EtcdOperation] = []
    ) async throws(EtcdError) -> EtcdTransactionResult {
        sent.add(1, ordering: .relaxed)
        let result = try await base.transaction(if: compares, then: success, else: failure)
        for case let .range(range) in result.results { count(range.keyValues) }
        return result
    }

    /// The events of a watch of `keys`; its caller counts them as it reads them (``count(_:)``).
    func watch(_ keys: EtcdKeys) async throws(EtcdError) -> AsyncThrowingStream<[EtcdWatchEvent], any Error> {
        sent.add(1, ordering: .relaxed)
        return try await base.watch(keys)
    }
}

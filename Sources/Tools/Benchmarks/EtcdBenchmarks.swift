import EtcdKit
import Foundation

/// The etcd client's round trips against a running cluster (start one member with
/// `Sources/Tools/Benchmarks/etcd-latency`): put, reads, a transaction comparing a revision, and how long a watch
/// takes to hear a put. Keys live under the address's prefix and are deleted afterwards.
@MainActor
enum EtcdBenchmarks {
    static func run(address: EtcdAddress, runs: Int) async throws -> ResultTable {
        let client = EtcdClient(EtcdConfiguration(address: address))
        let prefix = "\(address.prefix)/bench-\(UUID().uuidString.prefix(8))/"
        var table = ResultTable(title: "etcd client on \(address.endpoints.map(\.description).joined(separator: ",")) (\(runs) runs)",
                                columns: ["median", "p90", "× put"])
        var medians: [String: Double] = [:]
        func record(_ name: String, _ samples: [Double]) {
            let sorted = samples.sorted()
            medians[name] = Stopwatch.medianOf(sorted)
            let put = medians["put (one key, 100 B)"] ?? medians[name]!
            table.add(name, [ResultTable.format(seconds: medians[name]!), ResultTable.format(seconds: sorted[sorted.count * 9 / 10]),
                             String(format: "%.2f", medians[name]! / put)])
        }
        func sample(_ work: () async throws -> Void) async throws -> [Double] {
            var seconds: [Double] = []
            for _ in 0..<runs {
                let start = ContinuousClock.now
                try await work()
                seconds.append((ContinuousClock.now - start).seconds)
            }
            return seconds
        }

        let value = Data(repeating: UInt8(ascii: "x"), count: 100)
        for index in 0..<20 { try await client.put("\(prefix)warm/\(index)", value) }  // first connections, page cache

        var next = 0
        record("put (one key, 100 B)", try await sample {
            next += 1
            try await client.put("\(prefix)p/\(next)", value)
        })
        record("range (one key)", try await sample { _ = try await client.range(.key("\(prefix)p/1")) })

        let revision = try await client.put("\(prefix)t", value)
        var current = revision
        record("txn (compare mod revision, put)", try await sample {
            let result = try await client.transaction(if: [EtcdCompare("\(prefix)t", .equal, .modRevision(current))],
                                                      then: [.put(key: "\(prefix)t", value: value)])
            guard result.succeeded else { throw BenchmarkFailure("a transaction's compare failed") }
            current = result.revision
        })

        for index in 0..<1000 { try await client.put("\(prefix)r/\(String(format: "%04d", index))", value) }
        record("range (prefix of 1,000 keys)", try await sample {
            let range = try await client.range(.prefix("\(prefix)r/"))
            guard range.keyValues.count == 1000 else { throw BenchmarkFailure("read \(range.keyValues.count) keys, not 1,000") }
        })

        let events = try await client.watch(.prefix("\(prefix)w/"))
        var iterator = events.makeAsyncIterator()
        record("watch: a put until its event", try await sample {
            next += 1
            try await client.put("\(prefix)w/\(next)", value)
            guard try await iterator.next(isolation: MainActor.shared)?.first?.keyValue.key == "\(prefix)w/\(next)" else {
                throw BenchmarkFailure("the watch missed a put")
            }
        })
        try await client.delete(.prefix(prefix))
        return table
    }
}

import EtcdKit
import EtcdTesting
import Foundation
import Testing

/// The client when a member is alive but sick: frozen with SIGSTOP (its kernel accepts connections, it
/// answers nothing). It costs one short bound, once: the member is remembered, by this client and, through
/// the memory file, by the next one.
@Suite(.timeLimit(.minutes(5)), .enabled(if: EtcdCluster.shouldRun, Comment(rawValue: EtcdCluster.skipReason)))
struct SickMemberTests {
    /// Patient bounds (30 s a request, 60 s in all, against 5 and 15): what is timed here is how soon a
    /// read passes over the sick member, and in a whole run, with other suites' members writing to the
    /// same disk, a step of this test has run past the default bounds (``step(_:_:)`` names which).
    static func patient(_ configuration: EtcdConfiguration) -> EtcdConfiguration {
        var configuration = configuration
        configuration.requestTimeout = .seconds(30)
        configuration.operationTimeout = .seconds(60)
        return configuration
    }

    /// Runs one step of a test, naming it if it throws.
    @discardableResult
    static func step<Result>(_ name: String, _ body: () async throws -> Result) async throws -> Result {
        do {
            return try await body()
        } catch {
            Issue.record("\(name) failed: \(error)")
            throw error
        }
    }

    @Test func aFrozenFollowerListedFirstCostsOneShortBoundAndIsAskedLastByTheNextClient() async throws {
        try await EtcdCluster.with(members: 3) { cluster in
            let leader = try await cluster.leader()
            let frozen = cluster.endpoints.indices.first { $0 != leader }!
            let endpoints = [cluster.endpoints[frozen]] + cluster.endpoints.indices.filter { $0 != frozen }.map { cluster.endpoints[$0] }
            let directory = cluster.directory.appendingPathComponent("client-cache")
            let memory = EtcdMemberMemory(file: directory.appendingPathComponent("unwell"))
            var configuration = EtcdConfiguration(endpoints: endpoints)
            configuration.memberMemory = memory
            configuration = Self.patient(configuration)
            try await EtcdClient(configuration).put("s/before", Data("1".utf8))
            cluster.freeze(frozen)

            let first = EtcdClient(configuration)
            #expect(first.memberOrder.first == cluster.endpoints[frozen])
            let started = ContinuousClock.now
            let read = try await first.range(.prefix("s/"))
            let readTook = ContinuousClock.now - started
            let write = ContinuousClock.now
            try await first.put("s/after", Data("2".utf8))  // to the member that answered the read
            let writeTook = ContinuousClock.now - write
            #expect(read.keyValues.map(\.key) == ["s/before"])
            // The first-byte bound (700 ms) and one answer; waiting out the frozen member's request bound would
            // fail the test (the bound leaves room for a test runtime whose threads are busy with other suites).
            #expect(readTook < .seconds(10), "\(readTook)")
            // (A healthy member too slow on a busy machine may be remembered as well; never in place of it.)
            #expect(first.memberOrder.first != cluster.endpoints[frozen])
            #expect(memory.failures()[cluster.endpoints[frozen]] != nil)

            // A new client (the next command) reads the memory: the frozen member goes last.
            let next = EtcdClient(configuration)
            #expect(next.memberOrder.first != cluster.endpoints[frozen])
            let again = ContinuousClock.now
            #expect(try await next.range(.prefix("s/")).count == 2)
            let nextTook = ContinuousClock.now - again
            // Without the memory, a fresh client starts from the frozen member again.
            #expect(EtcdClient(EtcdConfiguration(endpoints: endpoints)).memberOrder.first == cluster.endpoints[frozen])

            // Thawed, the member answers again and is forgotten at once when it does.
            cluster.thaw(frozen)
            // A member thawed after a long stop may call an election first: wait until every member knows a leader.
            try await cluster.waitForLeader()
            configuration.endpoints = [cluster.endpoints[frozen]]
            let alone = EtcdClient(configuration)
            #expect(try await alone.range(.prefix("s/")).count == 2)
            #expect(memory.failures()[cluster.endpoints[frozen]] == nil)
            print("sick member: m\(frozen) frozen, listed first; first read \(readTook) then write \(writeTook); next client's read \(nextTook)")
        }
    }

    @Test func aFrozenLeaderListedFirstIsPassedOverAndTheNextClientStartsWithTheMemberThatAnswered() async throws {
        try await EtcdCluster.with(members: 3) { cluster in
            let leader = try await cluster.leader()
            let endpoints = [cluster.endpoints[leader]] + cluster.endpoints.indices.filter { $0 != leader }.map { cluster.endpoints[$0] }
            // Failures forgotten at once: what orders the next client is the member that answered.
            let memory = EtcdMemberMemory(file: cluster.directory.appendingPathComponent("client-cache/unwell"), lifetime: .zero)
            var configuration = EtcdConfiguration(endpoints: endpoints)
            configuration.memberMemory = memory
            configuration = Self.patient(configuration)
            try await Self.step("the write before the freeze") { try await EtcdClient(configuration).put("l/before", Data("1".utf8)) }
            cluster.freeze(leader)
            defer { cluster.thaw(leader) }

            // Right after the freeze: the read also waits for the others to elect a leader.
            let first = EtcdClient(configuration)
            let started = ContinuousClock.now
            let read = try await Self.step("the read right after the freeze") { try await first.range(.prefix("l/")) }
            let took = ContinuousClock.now - started
            try await Self.step("the write after it, \(took) later") { try await first.put("l/after", Data("2".utf8)) }
            #expect(read.keyValues.map(\.key) == ["l/before"])
            // About a second and a half on a quiet machine; the bound tells it from a wait for the frozen member.
            #expect(took < .seconds(10), "\(took)")
            let answered = try #require(first.memberOrder.first)
            #expect(answered != cluster.endpoints[leader])
            #expect(memory.lastAnswered(among: endpoints) == answered)

            let next = EtcdClient(configuration)
            #expect(next.memberOrder.first == answered)
            let again = ContinuousClock.now
            #expect(try await Self.step("the next client's read") { try await next.range(.prefix("l/")) }.count == 2)
            print("sick member: leader m\(leader) frozen, listed first; first read \(took); next client's read \(ContinuousClock.now - again), from \(answered)")
        }
    }

    @Test func aWatchOnAMemberThatFreezesMovesToAnotherAndMissesNothing() async throws {
        try await EtcdCluster.with(members: 3) { cluster in
            let leader = try await cluster.leader()
            let frozen = cluster.endpoints.indices.first { $0 != leader }!
            let endpoints = [cluster.endpoints[frozen]] + cluster.endpoints.indices.filter { $0 != frozen }.map { cluster.endpoints[$0] }
            var configuration = EtcdConfiguration(endpoints: endpoints)
            configuration.watchCheckInterval = .milliseconds(500)
            let watcher = EtcdClient(configuration)
            let events = try await watcher.watch(.prefix("w/"))
            cluster.freeze(frozen)
            // Written while the watch's member answers nothing: its kernel keeps the stream open, silent.
            let revision = try await EtcdClient(EtcdConfiguration(endpoints: [cluster.endpoints[leader]])).put("w/1", Data("while frozen".utf8))
            let started = ContinuousClock.now
            let first = try await within(.seconds(30)) { try await events.first { _ in true } }
            let took = ContinuousClock.now - started
            #expect(first?.map(\.keyValue.key) == ["w/1"])
            #expect(first?.first?.keyValue.modRevision == revision)
            #expect(watcher.memberOrder.first != cluster.endpoints[frozen])
            print("sick member: the watch left frozen m\(frozen) and saw the change in \(took) (checks every 0.5 s)")
        }
    }

    @Test func aMemoryFileThatIsMissingDamagedOrOldIsNoMemory() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("member-memory-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: directory) }
        let memory = EtcdMemberMemory(file: directory.appendingPathComponent("unwell"), lifetime: .seconds(30))
        #expect(memory.failures().isEmpty)
        let now = Date()
        let sick = EtcdEndpoint(host: "127.0.0.1", port: 2379), old = EtcdEndpoint(host: "127.0.0.2", port: 2379)
        memory.record(sick, failedAt: now)
        #expect(Array(memory.failures(at: now).keys) == [sick])
        #expect(memory.failures(at: now.addingTimeInterval(31)).isEmpty)
        // Half-written or foreign lines are skipped; whole ones still count.
        let garbage = "\u{0}\u{7}garbage\nnot a line at all\n\(now.timeIntervalSince1970) 99999 127.0.0.9\n"
        let kept = "\(now.timeIntervalSince1970 - 60) 2379 127.0.0.2\n\(now.timeIntervalSince1970) 2379 127.0.0.1\n"
        try Data((garbage + kept).utf8).write(to: memory.file)
        #expect(Set(memory.failures(at: now).keys) == [sick])
        #expect(memory.failures(at: now.addingTimeInterval(-59))[old] != nil)
        memory.record(sick, failedAt: nil)
        #expect(memory.failures(at: now).isEmpty)

        // The member that answered last, of the ones asked about, is kept beside the failures and never
        // forgotten; a line an older version wrote stays readable, and this one is skipped by it.
        #expect(memory.lastAnswered(among: [sick, old]) == nil)
        memory.record(old, failedAt: now)
        memory.recordAnswer(of: sick, at: now.addingTimeInterval(-3_600))
        memory.recordAnswer(of: old, at: now)
        #expect(memory.lastAnswered(among: [sick, old]) == old)
        #expect(memory.lastAnswered(among: [sick]) == sick)
        #expect(memory.failures(at: now).isEmpty)  // it answered since
        memory.record(sick, failedAt: now)
        #expect(memory.lastAnswered(among: [sick, old]) == old && memory.failures(at: now)[sick] != nil)
        // Failing again soon after says nothing new: the file keeps the first failure until half its lifetime.
        memory.record(sick, failedAt: now.addingTimeInterval(5))
        #expect(memory.failures(at: now)[sick].map { abs($0.timeIntervalSince(now)) < 1 } == true)
        memory.record(sick, failedAt: now.addingTimeInterval(20))
        #expect(memory.failures(at: now.addingTimeInterval(20))[sick].map { $0.timeIntervalSince(now) > 19 } == true)
        let text = try String(contentsOf: memory.file, encoding: .utf8)
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("answered ") }.count == 2, "\(text)")
    }
}

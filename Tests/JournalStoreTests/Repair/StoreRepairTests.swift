#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import JournalStore
import Domain
import DomainTesting
import FastCoding
import Foundation
import Testing

@Suite("Repair: a damaged store salvaged")
struct StoreRepairTests {
    private let moment = Date(timeIntervalSinceReferenceDate: 817_000_000) // 2026-11-22T00:26:40Z

    @Test("every intact project is recovered, the damage named, the damaged file kept aside, and the new store opens", arguments: StoreDamage.allCases)
    func repairsDamage(damage: StoreDamage) async throws {
        let fixture = try await RepairFixture()
        let lost = try damage.apply(to: fixture)
        let damaged = try fixture.contents()
        await #expect(throws: StorageError.self) { try await fixture.repository().load() }

        let dryRun = try await FileStoreRepair(directory: fixture.directory).run(dryRun: true, now: moment)
        #expect(dryRun.outcome == .damaged)
        #expect(try fixture.contents() == damaged, "a dry run wrote")

        let report = try await FileStoreRepair(directory: fixture.directory).run(dryRun: false, now: moment)
        #expect(report.outcome == .repaired)
        #expect(report.damaged.contains { $0.file == damage.file }, "\(report.damaged)")
        let expected = fixture.projects.filter { !lost.contains(IDText.text($0.key)) }
        let recovered = try await fixture.repository().load().projects
        #expect(recovered == expected, "lost \(Set(fixture.projects.keys).subtracting(recovered.keys).count), expected \(lost.count)")
        #expect(report.projectsRecovered == expected.count)
        #expect(report.projectsFound >= expected.count)
        // Every file it replaced is kept as it was: the damaged one as damaged, its partner as replaced.
        let names = ["snapshot.json", "journal.jsonl"].filter { damaged[$0] != nil }
        #expect(report.keptAside == names.map { "\($0).\($0 == damage.file ? "damaged" : "replaced")-2026-11-22T00-26-40Z" })
        #expect(try zip(names, report.keptAside).allSatisfy { try fixture.contents()[$1] == damaged[$0] }, "a file was not kept as it was")
        _ = try await fixture.repository().loadBoard(for: .tester)
        do {
            _ = try await UndoChange(repository: fixture.repository(), clock: fixture.store.clock, author: .tester)()
        } catch ProjectError.nothingToUndo {
            #expect(!report.dropped.isEmpty, "undo steps vanished without a word")
        }
        let again = try await FileStoreRepair(directory: fixture.directory).run(dryRun: false, now: moment)
        #expect(again.outcome == .healthy)
    }

    @Test("a damaged line is named by file, line and byte, with the id and title still legible")
    func namesWhatItCouldNotRead() async throws {
        let fixture = try await RepairFixture()
        let line = try fixture.lines(of: "snapshot.json", section: "projects")[10]
        try fixture.overwrite("snapshot.json", at: line.range.lowerBound + line.text.utf8.count - 20, with: Array("\0\0\0\0\0".utf8))
        let report = try await FileStoreRepair(directory: fixture.directory).run(dryRun: true)
        let record = try #require(report.damaged.first)
        #expect(report.damaged.count == 1)
        #expect(record.file == "snapshot.json" && record.kind == .project && record.offset == line.range.lowerBound)
        #expect(record.line == 1 + (try fixture.lines(of: "snapshot.json", section: nil).firstIndex { $0.range == line.range } ?? -1))
        #expect(record.id == line.id && record.title == "Project 10")
        #expect((report.projectsRecovered, report.projectsFound) == (42, 43))
    }

    @Test("a step that cannot be read drops the steps below it, and keeps the newer ones in order")
    func dropsUntrustedSteps() async throws {
        let fixture = try await RepairFixture()
        _ = try StoreDamage.garbageInTheUndoSection.apply(to: fixture)
        let report = try await FileStoreRepair(directory: fixture.directory).run(dryRun: false)
        #expect(report.dropped == [.init(author: Author.tester.name, undo: 21, redo: 0, reason: .belowDamagedStep)])
        let workspace = try await fixture.repository().load()
        #expect(workspace.undoStack(of: .tester).map(\.after.first?.title) == (21..<40).map { "Project \($0)" } + (0..<3).map { "Extra \($0)" })
    }

    @Test("a change of the journal that cannot be read drops its author's older steps, and keeps those pushed after it")
    func dropsStepsBelowAnUnreadableChange() async throws {
        let fixture = try await RepairFixture()
        _ = try StoreDamage.badJournalLineInTheMiddle.apply(to: fixture)
        let report = try await FileStoreRepair(directory: fixture.directory).run(dryRun: false)
        // "{broken" names nobody: every author's steps at that point are dropped.
        #expect(report.dropped == [.init(author: Author.tester.name, undo: 41, redo: 0, reason: .changeUnreadable)])
        #expect(try await fixture.repository().load().undoStack(of: .tester).map(\.after.first?.title) == ["Extra 2"])
    }

    @Test("a healthy store is left byte for byte as it is, without waiting for a writer's lock, and a missing one is not created")
    func leavesAHealthyStore() async throws {
        let fixture = try await RepairFixture()
        let before = try fixture.contents()
        let descriptor = open(fixture.store.path("lock"), O_RDWR | O_CLOEXEC)
        try #require(descriptor >= 0 && flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        defer { close(descriptor) }
        for dryRun in [true, false] {
            let report = try await FileStoreRepair(directory: fixture.directory, lockWait: .milliseconds(50)).run(dryRun: dryRun)
            #expect(report.outcome == .healthy && report.damaged.isEmpty && report.keptAside.isEmpty)
            #expect(report.projectsRecovered == 43)
        }
        #expect(try fixture.contents() == before)
        let missing = fixture.directory.appending(path: "nothing-here")
        #expect(try await FileStoreRepair(directory: missing).run(dryRun: false).outcome == .healthy)
        #expect(!FileManager.default.fileExists(atPath: missing.path(percentEncoded: false)))
    }

    @Test("a store a newer release wrote is refused and left as it is", arguments: ["snapshot.json", "journal.jsonl"])
    func refusesANewerStore(file: String) async throws {
        let fixture = try await RepairFixture()
        var text = String(decoding: try fixture.bytes(file), as: UTF8.self)
        text.replace(#"{"version":5,"#, with: #"{"version":6,"#, maxReplacements: 1)
        try fixture.write(file, Array(text.utf8))
        let before = try fixture.contents()
        for dryRun in [true, false] {
            await #expect(throws: StorageError.newerVersion(file: fixture.store.path(file), found: 6, supported: 5)) {
                try await FileStoreRepair(directory: fixture.directory).run(dryRun: dryRun)
            }
        }
        #expect(try fixture.contents() == before)
    }

    @Test("repair takes the store's lock as every writer does: while another holds it, it waits, then says busy")
    func takesTheLock() async throws {
        let fixture = try await RepairFixture()
        _ = try StoreDamage.garbageInAProjectLine.apply(to: fixture)
        let damaged = try fixture.contents()
        let descriptor = open(fixture.store.path("lock"), O_RDWR | O_CLOEXEC)
        try #require(descriptor >= 0 && flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        defer { close(descriptor) }
        await #expect(throws: StorageError.busy(lockFile: fixture.store.path("lock"))) {
            try await FileStoreRepair(directory: fixture.directory, lockWait: .milliseconds(50)).run(dryRun: false)
        }
        #expect(try fixture.contents() == damaged)
        // A dry run only reads, as `list` does: no lock.
        #expect(try await FileStoreRepair(directory: fixture.directory, lockWait: .milliseconds(50)).run(dryRun: true).outcome == .damaged)
    }

    @Test("a store of an older format that reads is healthy: the next command migrates it, repair writes nothing",
          arguments: ["store-format-1", "store-format-2"])
    func leavesAnOlderFormat(fixture name: String) async throws {
        let store = try Self.copy(name)
        let before = try store.contents()
        #expect(try await FileStoreRepair(directory: store.directory, migratingAs: .tester).run(dryRun: false).outcome == .healthy)
        #expect(try store.contents() == before)
    }

    @Test("a damaged store of the first format (one JSON document) is not its to read: refused, untouched")
    func refusesADamagedFirstFormat() async throws {
        let store = try Self.copy("store-format-1")
        var lines = try store.bytes("journal.jsonl").split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        lines[2] = Data("{broken".utf8)
        try store.write(Data(lines.joined(separator: [UInt8(ascii: "\n")])), to: "journal.jsonl")
        let damaged = try store.contents()
        do {
            _ = try await FileStoreRepair(directory: store.directory).run(dryRun: false)
            Issue.record("a damaged store of format 1 was repaired")
        } catch let StorageError.io(path, reason) {
            // Not "corrupt", whose message would send the user back to repair.
            #expect(path.hasSuffix("/store") && reason.contains("format 1"), "\(reason)")
        }
        #expect(try store.contents() == damaged)
    }

    /// A copy of a store an older release wrote (`Fixtures/`).
    private static func copy(_ fixture: String) throws -> StoreFixture {
        let store = try StoreFixture()
        let source = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appending(path: "Fixtures/" + fixture)
        try FileManager.default.copyItem(at: source, to: store.directory)
        return store
    }
}

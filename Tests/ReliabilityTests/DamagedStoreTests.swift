#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation
import ProcessTesting
import Testing

/// Stores damaged from outside: truncated, garbage, empty, a directory where a file should be, written
/// by a newer version. Each is either refused with an `error:` naming the file and left byte-for-byte
/// untouched, or recovered without losing a change; never shown as an empty board.
@Suite(.timeLimit(.minutes(5)), ReliabilityGate.trait) struct DamagedStoreTests {
    enum Damage: String, CaseIterable, Sendable {
        case journalTruncatedInItsHeader, journalEmpty, journalGarbage, journalIsADirectory
        case journalFromANewerVersion, snapshotTruncated, snapshotEmpty, snapshotGarbage, snapshotFromANewerVersion
        case snapshotIsADirectory, storeIsAFile

        /// The file an error must name.
        var file: String {
            switch self {
            case .journalTruncatedInItsHeader, .journalEmpty, .journalGarbage, .journalIsADirectory,
                 .journalFromANewerVersion: "journal.jsonl"
            case .snapshotTruncated, .snapshotEmpty, .snapshotGarbage, .snapshotFromANewerVersion, .snapshotIsADirectory:
                "snapshot.json"
            case .storeIsAFile: "store"
            }
        }

        var needsSnapshot: Bool { file == "snapshot.json" }
    }

    @Test(arguments: Damage.allCases)
    func aDamagedStoreIsRefusedAndLeftAsItIs(damage: Damage) async throws {
        let program = Program(scratch: try Scratch())
        try await fill(program, compacted: damage.needsSnapshot)
        try Self.apply(damage, to: program.store)
        let damaged = StoreFiles(program.store)
        let damagedStore = FileManager.default.contents(atPath: program.store)

        for command in [["list"], ["board"], ["export"], ["add", "after the damage"], ["undo"]] {
            let outcome = try await program.run(command)
            #expect(outcome.status == 3, "\(command): \(outcome)")
            #expect(outcome.errorText.hasPrefix("error: ") && outcome.errorText.contains(damage.file), "\(command): \(outcome)")
            #expect(outcome.output.isEmpty, "\(command) printed a board: \(outcome)")
        }
        #expect(StoreFiles(program.store) == damaged)
        #expect(FileManager.default.contents(atPath: program.store) == damagedStore)
    }

    /// A damaged line inside the journal (not its last, which could be a torn append) is refused by every
    /// command that reads the store. `add` appends without reading the journal, so that it costs the same
    /// on any board: it may succeed, but only by writing after the damaged bytes, which stay as they were.
    @Test func aGarbledJournalLineIsRefusedAndKept() async throws {
        let program = Program(scratch: try Scratch())
        try await fill(program, compacted: false)
        let journal = URL(filePath: program.store + "/journal.jsonl")
        var lines = try Data(contentsOf: journal).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        lines[1] = lines[1].prefix(20) + Data("#".utf8) + lines[1].dropFirst(21) // the first change's line
        let damaged = Data(lines.joined(separator: [UInt8(ascii: "\n")]))
        try damaged.write(to: journal)
        let id = String(try #require(String(decoding: lines[1], as: UTF8.self).firstMatch(of: /"id":"([0-9a-f-]+)"/)).1)

        for command in [["list"], ["board"], ["export"], ["history"], ["show", id], ["move", id, "done"], ["undo"], ["add", "more"]] {
            let outcome = try await program.run(command)
            let now = try Data(contentsOf: journal)
            if command[0] == "add" && outcome.status == 0 {
                #expect(now.starts(with: damaged), "add rewrote the damaged journal")
            } else {
                #expect(outcome.status == 3, "\(command): \(outcome)")
                #expect(outcome.errorText.hasPrefix("error: ") && outcome.errorText.contains("journal.jsonl"), "\(command): \(outcome)")
                #expect(outcome.output.isEmpty, "\(command) printed a board: \(outcome)")
                #expect(now == damaged)
            }
        }
        #expect(try await program.run(["list"]).status == 3)
    }

    /// A journal cut inside its last line looks exactly like a crash in the middle of an append: the
    /// torn line was never reported done, so it is ignored (and cut off by the next writer) and every
    /// complete line is kept.
    @Test func aJournalCutInItsLastLineKeepsEveryCompleteLine() async throws {
        let program = Program(scratch: try Scratch())
        try await fill(program, compacted: false)
        let journal = program.store + "/journal.jsonl"
        let bytes = try #require(FileManager.default.contents(atPath: journal))
        let lastLineStart = try #require(bytes.dropLast().lastIndex(of: UInt8(ascii: "\n"))) + 1
        try bytes.prefix(lastLineStart + (bytes.count - lastLineStart) / 2).write(to: URL(filePath: journal))

        let titles = try await program.projects().map(\.title)
        #expect(titles == ["one"])
        try await program.succeed(["add", "three"])
        #expect(try await program.projects().map(\.title).sorted() == ["one", "three"])
    }

    /// A temporary file left by a writer that died before its rename is never read as the store.
    @Test func aLeftoverTemporaryFileIsIgnored() async throws {
        let program = Program(scratch: try Scratch())
        try await fill(program, compacted: true)
        let before = try await program.projects()
        for name in [".snapshot.json.tmp-1-2", ".journal.jsonl.tmp-3-4"] {
            try Data("{\"version\":1,\"sequence\":99,\"work".utf8).write(to: URL(filePath: program.store + "/" + name))
        }
        #expect(try await program.projects() == before)
        try await program.succeed(["add", "after"])
        #expect(try await program.projects().count == before.count + 1)
    }

    /// The lock is `flock`ed, and the kernel drops a flock when its holder dies: a lock file left by a
    /// killed process blocks nobody.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/flock")))
    func aLockFileLeftByADeadProcessBlocksNobody() async throws {
        let program = Program(scratch: try Scratch())
        try await program.succeed(["add", "one"])
        let lock = program.store + "/lock", held = program.scratch.path + "/held", done = program.scratch.path + "/done"
        // flock(1) takes the lock and keeps it (-o: its command does not inherit it); the command says
        // so by creating `held`, then waits for `done` so that it does not outlive the test.
        let holder = try RunningProgram(
            executable: "/usr/bin/flock",
            // The loop also ends when flock(1), its parent, is gone: killed, it would leave the loop behind.
            arguments: ["-o", lock, "/bin/sh", "-c", "touch \"$0\"; while [ ! -e \"$1\" ] && kill -0 $PPID 2>/dev/null; do sleep 0.05; done", held, done]
                .map { Array($0.utf8) },
            environment: program.environment, input: nil, scratch: program.scratch.path
        )
        defer { _ = FileManager.default.createFile(atPath: done, contents: nil) }
        try await Self.waitForFile(held)
        #expect(try Self.isLocked(lock), "flock(1) does not hold the lock")
        holder.send(SIGKILL)
        #expect(try await holder.finish().signal == SIGKILL)

        #expect(FileManager.default.fileExists(atPath: lock))
        #expect(try !Self.isLocked(lock))
        try await program.succeed(["add", "two"])
        #expect(try await program.projects().map(\.title).sorted() == ["one", "two"])
    }

    /// While a live process holds the lock, a writer waits (about 5 s) and then says the store is busy.
    @Test func aLiveLockHolderMakesAWriterGiveUpWithBusy() async throws {
        let program = Program(scratch: try Scratch())
        try await program.succeed(["add", "one"])
        let before = StoreFiles(program.store)
        let lock = program.store + "/lock"
        let descriptor = open(lock, O_RDWR | O_CLOEXEC)
        try #require(descriptor >= 0 && flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        defer { close(descriptor) }

        let outcome = try await program.run(["add", "two"])
        #expect(outcome.status == 3, "\(outcome)")
        #expect(outcome.errorText.hasPrefix("error: ") && outcome.errorText.contains("busy"), "\(outcome)")
        #expect(StoreFiles(program.store) == before)
        // Readers never take the lock.
        #expect(try await program.succeed(["list"]).contains("one"))
    }

    // MARK: - Helpers

    /// Two projects, "one" and "two" (and, when `compacted`, 300 imported ones folded into a snapshot).
    func fill(_ program: Program, compacted: Bool) async throws {
        if compacted {
            // One import of ~300 kB outgrows the journal's compaction minimum (256 kB).
            let projects = (0..<300).map { index in
                ExportedProject(
                    id: String(format: "5eed0000-0000-4000-8000-%012x", index), title: "imported \(index)",
                    body: String(repeating: "b", count: 990), state: "todo"
                )
            }
            try await program.succeed(["import", try program.file("big.json", ExportedProject.document(projects))])
            try #require(FileManager.default.fileExists(atPath: program.store + "/snapshot.json"))
        }
        try await program.succeed(["add", "one"])
        try await program.succeed(["add", "two"])
    }

    static func apply(_ damage: Damage, to store: String) throws {
        let journal = URL(filePath: store + "/journal.jsonl"), snapshot = URL(filePath: store + "/snapshot.json")
        let journalBytes = try Data(contentsOf: journal)
        let snapshotBytes = try? Data(contentsOf: snapshot)
        switch damage {
        case .journalTruncatedInItsHeader: try journalBytes.prefix(10).write(to: journal)
        case .journalEmpty: try Data().write(to: journal)
        case .journalGarbage: try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) }).write(to: journal)
        case .journalIsADirectory:
            try FileManager.default.removeItem(at: journal)
            try FileManager.default.createDirectory(at: journal, withIntermediateDirectories: false)
        case .journalFromANewerVersion:
            let text = String(decoding: journalBytes, as: UTF8.self)
            try Data(text.replacing("{\"version\":5,", with: "{\"version\":6,", maxReplacements: 1).utf8).write(to: journal)
        case .snapshotTruncated: try #require(snapshotBytes).prefix(snapshotBytes!.count / 2).write(to: snapshot)
        case .snapshotEmpty: try Data().write(to: snapshot)
        case .snapshotGarbage: try Data(repeating: 0xFF, count: 100).write(to: snapshot)
        case .snapshotFromANewerVersion:
            let text = String(decoding: try #require(snapshotBytes), as: UTF8.self)
            try Data(text.replacing("{\"version\":5,", with: "{\"version\":6,", maxReplacements: 1).utf8).write(to: snapshot)
        case .snapshotIsADirectory:
            try FileManager.default.removeItem(at: snapshot)
            try FileManager.default.createDirectory(at: snapshot, withIntermediateDirectories: false)
        case .storeIsAFile:
            try FileManager.default.removeItem(atPath: store)
            try Data("not a store\n".utf8).write(to: URL(filePath: store))
        }
    }

    /// Whether another open file holds an exclusive flock on `path`.
    private static func isLocked(_ path: String) throws -> Bool {
        let descriptor = open(path, O_RDWR | O_CLOEXEC)
        guard descriptor >= 0 else { throw POSIXError(.ENOENT) }
        defer { close(descriptor) }
        return flock(descriptor, LOCK_EX | LOCK_NB) != 0
    }

    /// Waits until a child says it is ready by creating `path` (a handshake, not a timing guess).
    private static func waitForFile(_ path: String) async throws {
        for _ in 0..<5_000 where !FileManager.default.fileExists(atPath: path) {
            try await Task.sleep(for: .milliseconds(2))
        }
        try #require(FileManager.default.fileExists(atPath: path), "the child never got ready")
    }
}

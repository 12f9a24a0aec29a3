import JournalStore
import Domain
import DomainTesting
import Foundation
import Testing

@Suite("Journal: torn lines, damage and compaction")
struct JournalDurabilityTests {
    private let journal = JournalProjectRepository.journalFileName
    private let snapshot = JournalProjectRepository.snapshotFileName

    enum RepairingWrite: String, CaseIterable, Sendable { case append, update }

    @Test("a torn last line is ignored by readers and cut off by the next writer; acknowledged changes stay",
          arguments: RepairingWrite.allCases)
    func repairsTornLastLine(write: RepairingWrite) async throws {
        let store = try StoreFixture()
        var projects: [Project] = []
        for title in ["One", "Two", "Three"] {
            projects.append(try await store.add(title, to: JournalProjectRepository(directory: store.directory)))
        }
        let acknowledged = try await JournalProjectRepository(directory: store.directory).load()
        let intact = try store.bytes(journal)
        try store.appendRaw(#"{"seq":4,"event":{"kind":"commit","date":8150"#, to: journal) // a crash mid-append

        #expect(try await JournalProjectRepository(directory: store.directory).load() == acknowledged)
        let repository = JournalProjectRepository(directory: store.directory)
        switch write {
        case .append: try await store.add("Four", to: repository)
        case .update: try await store.move(projects[0], to: .done, in: repository)
        }
        let after = try await JournalProjectRepository(directory: store.directory).load()
        let repaired = try store.bytes(journal)
        #expect(repaired.starts(with: intact))
        #expect(!String(decoding: repaired, as: UTF8.self).contains(":8150{"))  // the torn bytes are gone, kept aside
        let kept = try FileManager.default.contentsOfDirectory(atPath: store.directory.path).filter { $0.hasPrefix(journal + ".unfinished-") }
        #expect(try kept.map { try store.bytes($0) } == [Data(#"{"seq":4,"event":{"kind":"commit","date":8150"#.utf8)])
        #expect(repository.takeNotice()?.contains(kept.first ?? "?") == true)
        #expect(repository.takeNotice() == nil)
        #expect(after.history.count == 4)
        for project in projects { #expect(after.projects[project.id] != nil) }
        #expect(after.projects.count == (write == .append ? 4 : 3))
    }

    @Test("a torn line right after the header is repaired too")
    func repairsTornLineAfterHeader() async throws {
        let store = try StoreFixture()
        let repository = JournalProjectRepository(directory: store.directory)
        try await store.add("One", to: repository)
        try await repository.compact()
        try store.appendRaw(#"{"seq":2,"event":"#, to: journal)
        try await store.add("Two", to: JournalProjectRepository(directory: store.directory))
        #expect(try await JournalProjectRepository(directory: store.directory).load().projects.count == 2)
    }

    @Test("a damaged line in the middle is reported by name, left untouched, and every write is refused, adds too")
    func refusesDamagedMiddleLine() async throws {
        let store = try StoreFixture()
        let repository = JournalProjectRepository(directory: store.directory)
        let project = try await store.add("One", to: repository)
        try await store.add("Two", to: repository)
        var lines = try store.bytes(journal).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        lines[1] = Data("{broken".utf8) // what `sed -i '2s/.*/{broken/'` does
        try store.write(Data(lines.joined(separator: [UInt8(ascii: "\n")])), to: journal)
        let damaged = try store.contents()

        await expectCorrupt(store.path(journal), line: 2) { try await JournalProjectRepository(directory: store.directory).load() }
        await expectCorrupt(store.path(journal), line: 2) { try await store.add("Three", to: JournalProjectRepository(directory: store.directory)) }
        await expectCorrupt(store.path(journal), line: 2) { try await store.move(project, to: .done, in: JournalProjectRepository(directory: store.directory)) }
        #expect(try store.contents() == damaged)
    }

    @Test("an edited sequence number or a record out of order is refused by every command, naming the line")
    func refusesBrokenSequence() async throws {
        let store = try StoreFixture()
        let repository = JournalProjectRepository(directory: store.directory)
        for title in ["One", "Two", "Three"] { try await store.add(title, to: repository) }
        let intact = try store.bytes(journal)
        var lines = intact.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)
        // The last record's number changed by hand: its checksum no longer matches.
        let edited = String(decoding: lines[3], as: UTF8.self).replacing(#"{"seq":3,"#, with: #"{"seq":1,"#)
        // A record copied from elsewhere: a sound checksum, but not the number due.
        let copied = Data(lines[1])
        for (replacement, reason) in [(Data(edited.utf8), "line 4: its checksum does not match"), (copied, "line 4: change 1 where change 3 was due")] {
            lines[3] = replacement
            try store.write(Data(lines.joined(separator: [UInt8(ascii: "\n")])) + Data("\n".utf8), to: journal)
            let damaged = try store.contents()
            for attempt in [{ try await JournalProjectRepository(directory: store.directory).loadBoard(for: .tester) as Any },
                            { try await store.add("Four", to: JournalProjectRepository(directory: store.directory)) as Any }] {
                do {
                    _ = try await attempt()
                    Issue.record("a damaged sequence was accepted")
                } catch let StorageError.corrupt(file, why) {
                    #expect(file.contains(store.path(journal)) && why.contains(reason), "\(file): \(why)")
                }
            }
            #expect(try store.contents() == damaged)
        }
    }

    @Test("a damaged last line refuses appends as well")
    func refusesDamagedLastLine() async throws {
        let store = try StoreFixture()
        try await store.add("One", to: JournalProjectRepository(directory: store.directory))
        try store.appendRaw("garbage that ends a line\n", to: journal)
        let damaged = try store.contents()

        await expectCorrupt(store.path(journal)) { try await store.add("Two", to: JournalProjectRepository(directory: store.directory)) }
        await expectCorrupt(store.path(journal)) { try await JournalProjectRepository(directory: store.directory).load() }
        #expect(try store.contents() == damaged)
    }

    @Test("a damaged or newer snapshot is reported by name and left untouched; no write follows")
    func refusesDamagedSnapshot() async throws {
        let store = try StoreFixture()
        let repository = JournalProjectRepository(directory: store.directory)
        let project = try await store.add("One", to: repository)
        try await repository.compact()
        for (text, error) in [
            (#"{"version":1,"sequence":1,"workspace":{"projects":[{"id":"#, nil as StorageError?),
            (#"{"version":1,"sequence":1,"workspace":{"projects":[{"id":"nope"}]}}"#, nil),
            (#"{"version":6,"sequence":1,"workspace":{}}"#, StorageError.newerVersion(file: store.path(snapshot), found: 6, supported: 5)),
            (String(decoding: try store.bytes(snapshot).dropLast(10), as: UTF8.self), nil), // cut short
        ] {
            try store.write(Data(text.utf8), to: snapshot)
            let damaged = try store.contents()
            let fresh = JournalProjectRepository(directory: store.directory)
            if let error {
                await #expect(throws: error) { try await fresh.load() }
                await #expect(throws: error) { try await store.add("Two", to: fresh) }
            } else {
                await expectCorrupt(store.path(snapshot)) { try await fresh.load() }
                await expectCorrupt(store.path(snapshot)) { try await store.move(project, to: .done, in: fresh) }
            }
            #expect(try store.contents() == damaged)
        }
    }

    @Test("compaction keeps everything, history and undo included, and shrinks the journal")
    func compactionKeepsEverything() async throws {
        let store = try StoreFixture()
        let repository = JournalProjectRepository(directory: store.directory, compactionMinimum: .max)
        for number in 1...30 {
            let project = try await store.add("Project \(number)", to: repository)
            if number % 3 == 0 { try await store.move(project, to: .doing, in: repository) }
        }
        try await UndoChange(repository: repository, clock: store.clock, author: .tester)()
        let before = try await JournalProjectRepository(directory: store.directory).load()
        let grown = try store.bytes(journal).count

        try await repository.compact()
        let compacted = try store.bytes(journal)
        #expect(compacted.count < grown)
        #expect(compacted.filter { $0 == UInt8(ascii: "\n") }.count == 1) // the header alone
        #expect(try await JournalProjectRepository(directory: store.directory).load() == before)
        #expect(try await repository.load() == before)

        try await RedoChange(repository: repository, clock: store.clock, author: .tester)()
        #expect(try await JournalProjectRepository(directory: store.directory).load().canRedo(by: .tester) == false)
    }

    @Test("the journal compacts itself once it outgrows the snapshot, losing nothing")
    func compactsAutomatically() async throws {
        let store = try StoreFixture()
        let reference = InMemoryProjectRepository()
        let referenceStore = try StoreFixture()
        for number in 1...60 {
            try await store.add("Project \(number)", to: JournalProjectRepository(directory: store.directory, compactionMinimum: 2048))
            try await referenceStore.add("Project \(number)", to: reference)
        }
        let snapshotSize = try store.bytes(snapshot).count
        let journalSize = try store.bytes(journal).count
        #expect(snapshotSize > 0)
        #expect(journalSize <= max(snapshotSize, 2048) + 1024)
        #expect(try await JournalProjectRepository(directory: store.directory).load() == reference.load())
    }

    @Test("a compaction stopped before its snapshot took its name loads without loss or duplicates; writing goes on",
          arguments: [false, true])
    func survivesCrashMidCompaction(beforeItsJournal: Bool) async throws {
        let store = try StoreFixture()
        let repository = JournalProjectRepository(directory: store.directory, compactionMinimum: .max)
        let reference = InMemoryProjectRepository()
        let referenceStore = try StoreFixture()
        var projects: [Project] = []
        for number in 1...10 {
            projects.append(try await store.add("Project \(number)", to: repository))
            try await referenceStore.add("Project \(number)", to: reference)
            if number == 5 { try await repository.compact() }
        }
        let (oldSnapshot, oldJournal) = (try store.bytes(snapshot), try store.bytes(journal))
        try await repository.compact()
        let compacted = try store.bytes(snapshot)
        try store.stopBeforeRename(snapshot: oldSnapshot, journal: beforeItsJournal ? oldJournal : nil)

        #expect(try await JournalProjectRepository(directory: store.directory).load() == reference.load())
        // Writing goes on after the snapshot's last change, by append and by update.
        try await store.add("Project 11", to: JournalProjectRepository(directory: store.directory))
        try await referenceStore.add("Project 11", to: reference)
        try await store.move(projects[0], to: .done, in: JournalProjectRepository(directory: store.directory))
        try await referenceStore.move(projects[0], to: .done, in: reference)
        #expect(try await JournalProjectRepository(directory: store.directory).load() == reference.load())
        // Stopped after its journal, the compaction is finished by the first write; before it, it never took effect.
        #expect(try store.bytes(snapshot) == (beforeItsJournal ? oldSnapshot : compacted))
        #expect(store.holds(StoreFixture.pendingSnapshot) == beforeItsJournal)
    }

    @Test("a journal that continues past what the snapshot holds is reported, not silently shortened")
    func refusesMissingSnapshot() async throws {
        let store = try StoreFixture()
        let repository = JournalProjectRepository(directory: store.directory)
        try await store.add("One", to: repository)
        try await repository.compact()
        try await store.add("Two", to: repository)
        try FileManager.default.removeItem(atPath: store.path(snapshot))
        await expectCorrupt(store.path(journal)) { try await JournalProjectRepository(directory: store.directory).load() }
    }

    @Test("a repository sees changes made by another instance after it loaded")
    func reloadSeesOtherWriters() async throws {
        let store = try StoreFixture()
        let reader = JournalProjectRepository(directory: store.directory, compactionMinimum: 0)
        let writer = JournalProjectRepository(directory: store.directory, compactionMinimum: 0)
        for number in 1...5 {
            try await store.add("Project \(number)", to: writer)
            #expect(try await reader.load().projects.count == number)
        }
    }
}

import Domain
import DomainTesting
import Foundation
import JournalStore
import Synchronization
import Testing

/// A journal or a snapshot put back from an older copy (a backup of one file copied back) is damage, the
/// older file named, and every command leaves the store as it is: never a board as it was some changes
/// ago. A reader that meets a compaction half done is not fooled into calling it damage.
@Suite("Journal: a file put back from an older copy")
struct OlderPartnerTests {
    private let journal = JournalProjectRepository.journalFileName
    private let snapshot = JournalProjectRepository.snapshotFileName

    /// A store folded three times, three changes in each journal, and the copies a backup would have kept
    /// of each generation's files (`snapshots[0]` is the first snapshot; `journals[1]` the journal that
    /// followed it, as it was when it was folded, `earlyJournals[1]` as it was one change before).
    private struct Generations {
        let store: StoreFixture
        var snapshots: [Data] = [], journals: [Data] = [], earlyJournals: [Data] = []

        init() async throws {
            store = try StoreFixture()
            let repository = JournalProjectRepository(directory: store.directory, compactionMinimum: .max)
            for generation in 0...3 {
                for number in 1...3 {
                    if number == 3 { earlyJournals.append(try store.bytes(JournalProjectRepository.journalFileName)) }
                    try await store.add("Project \(generation).\(number)", to: repository)
                }
                journals.append(try store.bytes(JournalProjectRepository.journalFileName))
                if generation < 3 {
                    try await repository.compact()
                    snapshots.append(try store.bytes(JournalProjectRepository.snapshotFileName))
                }
            }
        }
    }

    /// Every command refuses the store, naming `file` with a reason holding `words`, and writes nothing.
    private func expectRefused(_ store: StoreFixture, naming file: String, saying words: String) async throws {
        let before = try store.contents()
        for command in ["load", "show", "add"] {
            let repository = JournalProjectRepository(directory: store.directory)
            do {
                switch command {
                case "load": _ = try await repository.load()
                case "show": _ = try await repository.projects(matching: ProjectReference(ProjectID(UUID())))
                default: try await store.add("Refused", to: repository)
                }
                Issue.record("\(command): the store was read as valid")
            } catch let StorageError.corrupt(named, reason) {
                #expect(named == store.path(file) && reason.contains(words), "\(command): \(named): \(reason)")
            }
        }
        #expect(try store.contents() == before)
    }

    @Test("the journal the snapshot was made from, put back whole or as an older copy, is named as an older copy")
    func foldedJournalPutBack() async throws {
        let generations = try await Generations()
        for copy in [generations.journals[2], generations.earlyJournals[2]] {
            try generations.store.write(copy, to: journal)
            try await expectRefused(generations.store, naming: journal, saying: "it is an older copy")
        }
    }

    @Test("a journal of an older generation is named older than the snapshot")
    func olderJournalPutBack() async throws {
        let generations = try await Generations()
        for copy in [generations.journals[0], generations.journals[1], generations.earlyJournals[1]] {
            try generations.store.write(copy, to: journal)
            try await expectRefused(generations.store, naming: journal, saying: "older than")
        }
    }

    @Test("a snapshot of an older generation is named older than the journal")
    func olderSnapshotPutBack() async throws {
        let generations = try await Generations()
        for copy in generations.snapshots.dropLast() {
            try generations.store.write(copy, to: snapshot)
            try await expectRefused(generations.store, naming: snapshot, saying: "older than")
        }
    }

    @Test("readers that meet compactions half done read every change, never damage")
    func readersRacingCompactions() async throws {
        let store = try StoreFixture()
        // Every change folds the journal: each is a compaction a reader may meet between its two files.
        let writer = JournalProjectRepository(directory: store.directory, compactionMinimum: 0)
        try await store.add("First", to: writer)
        let changes = 40, done = Flag()
        async let writing: Void = {
            defer { done.value.withLock { $0 = true } }
            for number in 2...changes { try await store.add("Project \(number)", to: writer) }
        }()
        let reader = JournalProjectRepository(directory: store.directory)
        var seen = 1
        while !done.value.withLock({ $0 }) {
            let count = try await reader.loadBoard(for: .tester).allProjects.count
            #expect(count >= seen)
            seen = count
        }
        try await writing
        #expect(try await reader.loadBoard(for: .tester).allProjects.count == changes)
    }
}

/// Whether the writer is done, for the reader racing it.
private final class Flag: Sendable {
    let value = Mutex(false)
}

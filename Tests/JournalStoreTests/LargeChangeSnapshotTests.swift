import JournalStore
import Domain
import DomainTesting
import Foundation
import Testing

/// A change larger than the whole journal (an import) goes straight into a new snapshot, its projects'
/// lines copied from the change's own line; that snapshot must be byte for byte the one a compaction
/// writes for the same change appended to the journal, whose projects are encoded one by one.
@Suite("A change larger than the journal")
struct LargeChangeSnapshotTests {
    private static let date = Date(timeIntervalSinceReferenceDate: 815_000_000.123_456_7)

    /// Projects of every shape a line can take: each state, with and without a deadline, bodies that
    /// need escapes, titles beyond ASCII, instants whole and not.
    private static func projects(_ range: ClosedRange<Int>, edited: Bool = false) -> [Project] {
        range.map { number in
            Project(
                id: SequentialIDGenerator.id(number), title: "Project \(number) \(edited ? "édité" : "plain") " + String(repeating: "x", count: number % 90),
                body: number % 3 == 0 ? "line \"one\"\n\tline \\two\\ \u{1F600}" : "", deadline: number % 2 == 0 ? CalendarDay(year: 2026, month: 1 + number % 12, day: 1 + number % 28) : nil,
                state: [.todo, .doing, .done][number % 3], createdAt: Date(timeIntervalSinceReferenceDate: Double(800_000_000 + number)),
                updatedAt: Date(timeIntervalSinceReferenceDate: 800_000_000.25 + Double(number) / 7))
        }
    }

    /// `snapshot.json` without its header, which names the file and the journal it folds.
    private static func linesAfterHeader(_ store: StoreFixture) throws -> Data {
        let bytes = try store.bytes("snapshot.json")
        return bytes[(bytes.firstIndex(of: UInt8(ascii: "\n"))! + 1)...]
    }

    @Test("writes the snapshot a compaction of the same change writes, for the change and for its undo and redo")
    func writesWhatACompactionWrites() async throws {
        let direct = try StoreFixture(), compacted = try StoreFixture()
        let seed = Self.projects(1...5)
        let large = Change(action: .imported(count: 1_500), before: Array(seed.prefix(3)), after: Self.projects(2...3, edited: true) + Self.projects(1_000...2_497))
        let events: [WorkspaceEvent] = [
            .commit(Change(action: .imported(count: seed.count), before: [], after: seed), by: .tester, date: Self.date),
            .commit(large, by: .tester, date: Self.date), .undo(by: .tester, date: Self.date), .redo(by: .tester, date: Self.date),
        ]
        let writer = JournalProjectRepository(directory: direct.directory)
        let appender = JournalProjectRepository(directory: compacted.directory, compactionMinimum: .max)
        for (number, event) in events.enumerated() {
            try await writer.append(event)
            try await appender.append(event)
            guard number > 0 else { continue }
            // The change went straight into the snapshot: the journal after it holds its header alone.
            #expect(try direct.bytes("journal.jsonl").split(separator: UInt8(ascii: "\n")).count == 1)
            try await appender.compact()
            #expect(try Self.linesAfterHeader(direct) == Self.linesAfterHeader(compacted), "after event \(number)")
        }
        let projects = try await JournalProjectRepository(directory: direct.directory).load().projects
        #expect(projects.count == 1_502)
        #expect(projects[SequentialIDGenerator.id(1)] == nil)
        #expect(projects[SequentialIDGenerator.id(2)] == Self.projects(2...2, edited: true)[0])
        #expect(projects[SequentialIDGenerator.id(5)] == seed[4])
    }
}

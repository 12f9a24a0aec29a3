import JournalStore
import Domain
import DomainTesting
import Foundation
import Testing

/// An undo or a redo parses only its author's records (their kind and author, read from each line's
/// first bytes) and those naming the projects on top of their stacks; what it finds and what it writes
/// must be exactly what a read of every record gives, whoever else changes the store, and a damaged
/// record anywhere still stops it.
@Suite("Reads of one author's stacks")
struct JournalStackReadTests {
    /// People sharing a store: plain ASCII, non-ASCII, and a name whose JSON holds escapes (such a line is
    /// parsed whole to learn its author).
    private static let authors = [Author("alice@one"), Author("Zoë Müller@laptop"), Author(#"Bob "the \ builder"@two"#)]

    @Test("every author's tops and their projects are a whole read's, after each of 80 random changes, and the store ends as a reference's",
          arguments: [JournalProjectRepository.defaultCompactionMinimum, 3_000])
    func stackReadsMatchWholeRead(compactionMinimum: Int) async throws {
        let root = try TemporaryDirectory()
        let directory = root.store()
        let file = JournalProjectRepository(directory: directory, compactionMinimum: compactionMinimum)
        let reference = InMemoryProjectRepository()
        var changes = RandomChanges(writers: Self.authors.map { ($0, file) }, clock: FixedClock(), ids: SequentialIDGenerator(), seed: 7)
        var expected = RandomChanges(writers: Self.authors.map { ($0, reference) }, clock: FixedClock(), ids: SequentialIDGenerator(), seed: 7)
        for step in 1...80 {
            let done = try await changes.step()
            #expect(try await expected.step() == done)
            let whole = try await JournalProjectRepository(directory: directory).load()
            for author in Self.authors {
                for reads in [ReadSet(undoTopOf: author), ReadSet(redoTopOf: author), ReadSet(undoTopOf: author, redoTopOf: author)] {
                    let view = try await JournalProjectRepository(directory: directory).change(reading: reads) { view in (nil, view) }
                    #expect(view == whole.view(for: reads), "step \(step) (\(done)), \(author)")
                }
            }
            #expect(whole == (try await reference.load()), "step \(step) (\(done))")
        }
    }

    @Test("a damaged record of another author refuses an undo and a redo with a whole read's message, and the store is left as it was")
    func damageElsewhereIsRefused() async throws {
        let store = try StoreFixture()
        let repository = JournalProjectRepository(directory: store.directory)
        let mine = try await store.add("Mine", to: repository)
        _ = try await AddProject(repository: repository, clock: store.clock, ids: store.ids, author: Self.authors[0])(ProjectDraft(title: "Theirs"))
        _ = try await store.move(mine, to: .doing, in: repository)
        var journal = try store.bytes(JournalProjectRepository.journalFileName)
        let at = try #require(journal.range(of: Data("Theirs".utf8)))
        journal[at.lowerBound] = UInt8(ascii: "t")
        try store.write(journal, to: JournalProjectRepository.journalFileName)
        let before = try store.contents()
        let whole = await #expect(throws: StorageError.self) { try await JournalProjectRepository(directory: store.directory).load() }
        let undo = await #expect(throws: StorageError.self) {
            try await UndoChange(repository: JournalProjectRepository(directory: store.directory), clock: store.clock, author: .tester)()
        }
        let redo = await #expect(throws: StorageError.self) {
            try await RedoChange(repository: JournalProjectRepository(directory: store.directory), clock: store.clock, author: .tester)()
        }
        #expect(whole != nil && undo == whole && redo == whole)
        #expect(try store.contents() == before)
    }
}

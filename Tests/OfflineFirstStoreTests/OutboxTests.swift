import Domain
import DomainTesting
import Foundation
import OfflineFirstStore
import Testing

/// The outbox file: what goes in comes out equal, a damaged byte is an error that leaves the file as it
/// is, and writers at once lose nothing.
struct OutboxTests {
    let directory: TemporaryDirectory
    init() throws { directory = try TemporaryDirectory() }

    static let date = Date(timeIntervalSinceReferenceDate: 817_000_000.125)
    static let project = Project(id: ProjectID(uuidString: "11111111-2222-4333-8444-555555555555")!, title: "Plan \"quoted\" 한글",
                                 body: "two\nlines", deadline: CalendarDay(year: 2027, month: 2, day: 3), state: .doing, createdAt: date)
    static let change = Change(action: .imported(count: 1), before: [], after: [project])
    static let intents: [Intent] = [
        .add(project), .move(project, to: .done), .edit(project, ProjectEdit(title: "New", deadline: .some(nil))),
        .edit(project, ProjectEdit(body: "b", deadline: .some(CalendarDay(year: 2027, month: 1, day: 1)))), .delete(project),
        .undo(change), .redo(change.inverse), .apply(change),
    ]

    @Test func everyIntentConflictAndStackReadsBackEqual() throws {
        let outbox = Outbox(file: directory.store("outbox"))
        let entries = Self.intents.map { OutboxEntry(intent: $0, author: Author("alice"), date: Self.date) }
        let conflicts = SharedBoardConflict.Reason.allCases.map { WaitingConflict(entry: entries[0], reason: $0) }
        let stacks = [Author("alice"): Workspace.UndoRedoStacks(undo: [Self.change], redo: [Self.change.inverse]), Author("bob"): .init(undo: [Self.change])]
        try outbox.update { $0 = OutboxContents(waiting: entries, conflicts: conflicts, stacks: stacks) }
        #expect(try outbox.contents() == OutboxContents(waiting: entries, conflicts: conflicts, stacks: stacks))
    }

    @Test func changesWaitingTogetherShareARunAndANewRunStartsWhenNoneWaits() throws {
        let entry = { (id: String) in OutboxEntry(id: id, intent: .add(Self.project), author: Author("alice"), date: Self.date) }
        let first = OutboxEntry.newID(after: []), run = try #require(OutboxEntry.run(of: first)).run
        let second = OutboxEntry.newID(after: [entry("0b1c2d3e-made-before-runs"), entry(first)])
        #expect(OutboxEntry.run(of: second)?.run == run && second != first)
        #expect(OutboxEntry.run(of: OutboxEntry.newID(after: []))?.run != run)
        #expect(OutboxEntry.run(of: "0b1c2d3e-made-before-runs") == nil && OutboxEntry.run(of: "a/b/c") == nil)
    }

    @Test func aDamagedByteIsAnErrorThatLeavesTheFileAsItIs() throws {
        let file = directory.store("outbox")
        let outbox = Outbox(file: file)
        try outbox.update { $0.waiting.append(OutboxEntry(intent: .add(Self.project), author: Author("alice"), date: Self.date)) }
        var bytes = try Data(contentsOf: file)
        for index in [bytes.count - 2, bytes.count / 2, 3] {
            var damaged = bytes
            damaged[index] ^= 0x01
            try damaged.write(to: file)
            #expect(throws: StorageError.self) { try outbox.contents() }
            #expect(throws: StorageError.self) { try outbox.update { $0.waiting.removeAll() } }
            #expect(try Data(contentsOf: file) == damaged)
        }
        bytes.removeLast()
        try bytes.write(to: file)
        #expect(throws: StorageError.self) { try outbox.contents() }
    }

    @Test func writersAtOnceLoseNothing() async throws {
        let file = directory.store("outbox")
        try await withThrowingTaskGroup(of: Void.self) { group in
            for writer in 0..<8 {
                group.addTask {
                    let outbox = Outbox(file: file)
                    for number in 0..<10 {
                        try outbox.update { $0.waiting.append(OutboxEntry(id: "\(writer)-\(number)", intent: .add(Self.project), author: Author("w"), date: Self.date)) }
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(Set(try Outbox(file: file).contents().waiting.map(\.id)).count == 80)
    }
}

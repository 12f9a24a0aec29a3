import Domain
import Foundation

/// The clauses about one writer: what a store reads back, what a change writes, and what it must not.
extension RepositoryContract {
    /// A store nobody wrote to holds no projects, no history, nothing to undo or redo.
    public static func emptyStoreReadsEmpty(_ makeStore: StoreMaker) async throws {
        let clause = "an empty store reads as empty"
        let open = try makeStore()
        try await expect(open(), equals: InMemoryProjectRepository(), clause, "a new store")
        try await expect(open(), equals: InMemoryProjectRepository(), clause, "a new store read twice")
    }

    /// Every use case, step by step, compared after each step with an in-memory reference, reading the
    /// store through a freshly opened repository: board, history and both stack tops equal.
    public static func useCasesRoundTrip(_ makeStore: StoreMaker) async throws {
        let clause = "add, edit, move, delete, undo and redo round-trip exactly through a reopened store"
        let open = try makeStore()
        let reference = InMemoryProjectRepository()
        let (expected, subject) = (Script(repository: reference), Script(open: open))
        for (number, step) in Script.steps.enumerated() {
            try await step(expected)
            try await step(subject)
            try await expect(open(), equals: reference, clause, "after step \(number + 1)")
        }
        let final = try await reference.load()
        guard final.projects.count == 3, final.history.count == Script.steps.count, final.canUndo(by: Script.author), final.canRedo(by: Script.author),
              Set(final.history.map(\.kind)) == [.change, .undo, .redo] else {
            throw ContractViolation(clause: clause, message: "the script did not leave 3 projects, full history of every kind and both stacks")
        }
    }

    /// The view handed to `decide` holds exactly what the read set names, as the reference semantics
    /// (``Domain/Workspace/view(for:)``) says: full ids, every match of a prefix or an ending, the stack tops with the
    /// current images of their projects, and nothing for an unknown id.
    public static func readSetReadsExactly(_ makeStore: StoreMaker) async throws {
        let clause = "a read set reads exactly its projects, prefixes and stack tops"
        let open = try makeStore()
        let reference = InMemoryProjectRepository()
        try await Script.run(9, on: reference, and: open)
        let unknown = SequentialIDGenerator.id(99)
        let reads: [ReadSet] = [
            ReadSet(ids: [SequentialIDGenerator.id(1), unknown]),
            ReadSet(references: [try ProjectReference("0000")]), // a prefix of every sequential id
            ReadSet(references: [try ProjectReference("00000000-0000-0000-0000-00000000000")]),
            ReadSet(references: [try ProjectReference("ffff")]),
            ReadSet(references: [try ProjectReference("…00000003")]), // an ending: any line may match
            ReadSet(references: [try ProjectReference("...0000"), try ProjectReference("…0002")]),
            ReadSet(undoTopOf: Script.author),
            ReadSet(redoTopOf: Script.author),
            ReadSet(undoTopOf: Author("nobody@elsewhere"), redoTopOf: Author("nobody@elsewhere")),
            ReadSet(references: [try ProjectReference("0000-0000-0000-0000")], undoTopOf: Script.author, redoTopOf: Script.author),
        ]
        for read in reads {
            let expected = try await reference.change(reading: read) { view in (nil, view) }
            let actual = try await open().change(reading: read) { view in (nil, view) }
            guard actual == expected else {
                throw ContractViolation(clause: clause, message: "\(read) read [\(handles(actual.projects.keys))] (undo \(actual.undoTop != nil), redo \(actual.redoTop != nil)), expected [\(handles(expected.projects.keys))] (undo \(expected.undoTop != nil), redo \(expected.redoTop != nil))")
            }
        }
    }

    /// `projects(matching:)` finds every match of a prefix or an ending (none for an unknown one) and `history(limit:)`
    /// gives the newest lines first, at most `limit`.
    public static func narrowReads(_ makeStore: StoreMaker) async throws {
        let clause = "projects(matching:) and history(limit:) read only what they name"
        let open = try makeStore()
        let reference = InMemoryProjectRepository()
        try await Script.run(7, on: reference, and: open)
        for text in ["0000", "00000000-0000-0000-0000-000000000002", "00000000-0000-0000-0000-000000000003", "abcd",
                     "…00000002", "...0001", ".ffff"] {
            let prefix = try ProjectReference(text)
            let actual = try await open().projects(matching: prefix)
            let expected = try await reference.projects(matching: prefix)
            guard actual == expected else {
                throw ContractViolation(clause: clause, message: "'\(text)' matched \(actual.map(\.title)), expected \(expected.map(\.title))")
            }
        }
        for limit in [0, 1, 3, 1000] {
            let actual = try await open().history(limit: limit)
            let expected = try await reference.history(limit: limit)
            guard actual == expected else {
                throw ContractViolation(clause: clause, message: "history(limit: \(limit)) gave \(actual.count) lines, expected \(expected.count)\(actual.count == expected.count ? " (contents or order differ)" : "")")
            }
        }
    }

    /// A change whose closure throws rethrows that error and changes nothing.
    public static func throwingChangeWritesNothing(_ makeStore: StoreMaker) async throws {
        let clause = "a change whose closure throws writes nothing"
        let open = try makeStore()
        let reference = InMemoryProjectRepository()
        try await Script.run(1, on: reference, and: open)
        struct Refusal: Error {}
        do {
            try await open().change(reading: ReadSet(undoTopOf: Script.author)) { view -> (event: WorkspaceEvent?, result: Void) in
                _ = view
                throw Refusal()
            }
            throw ContractViolation(clause: clause, message: "change did not rethrow the closure's error")
        } catch is Refusal {}
        try await expect(open(), equals: reference, clause, "after the closure threw")
        // An event the store refuses (nothing to redo) is not written either.
        do {
            try await open().change(reading: ReadSet()) { _ in (WorkspaceEvent.redo(by: Script.author, date: Date(timeIntervalSinceReferenceDate: 1)), ()) }
            throw ContractViolation(clause: clause, message: "recording a redo with nothing to redo did not throw")
        } catch let error as ProjectError where error == .nothingToRedo {}
        try await expect(open(), equals: reference, clause, "after an impossible redo")
    }

    /// A change that decides there is nothing to record returns its result and changes nothing.
    public static func changeWithoutEventWritesNothing(_ makeStore: StoreMaker) async throws {
        let clause = "a change that returns no event writes nothing"
        let open = try makeStore()
        let reference = InMemoryProjectRepository()
        let empty = try await open().change(reading: ReadSet(undoTopOf: Script.author)) { view in (nil, view.projects.count + 42) }
        guard empty == 42 else { throw ContractViolation(clause: clause, message: "change returned \(empty), not 42") }
        try await expect(open(), equals: reference, clause, "an empty store after a change returned no event")
        try await Script.run(1, on: reference, and: open)
        let result = try await open().change(reading: ReadSet(ids: [SequentialIDGenerator.id(1)])) { view in (nil, view.projects.count) }
        guard result == 1 else { throw ContractViolation(clause: clause, message: "the closure saw \(result) projects, not 1") }
        try await expect(open(), equals: reference, clause, "after a change returned no event")
    }

    /// `append` records events on an empty and on a non-empty store, exactly as `change` would.
    public static func appendRecordsEvents(_ makeStore: StoreMaker) async throws {
        let clause = "append records an event without a read"
        let open = try makeStore()
        let reference = InMemoryProjectRepository()
        for number in 1...3 {
            let date = Date(timeIntervalSinceReferenceDate: 815_000_000.25 + Double(number) * 0.1)
            let project = Project(id: SequentialIDGenerator.id(number), title: "Appended \(number)", createdAt: date)
            let event = WorkspaceEvent.commit(Change(action: .added(title: project.title, to: .todo), before: [], after: [project]), by: Script.author, date: date)
            try await open().append(event)
            try await reference.append(event)
            try await expect(open(), equals: reference, clause, "after append \(number)")
        }
        let undo = WorkspaceEvent.undo(by: Script.author, date: Date(timeIntervalSinceReferenceDate: 815_000_100.5))
        try await open().append(undo)
        try await reference.append(undo)
        try await expect(open(), equals: reference, clause, "after appending an undo")
    }

    /// Undo and redo read their stacks from the store, so they work in the next run of the program.
    public static func undoAfterRestart(_ makeStore: StoreMaker) async throws {
        let clause = "undo and redo work after a restart"
        let open = try makeStore()
        let clock = FixedClock(Script.start)
        do {
            try await UndoChange(repository: open(), clock: clock, author: Script.author)()
            throw ContractViolation(clause: clause, message: "undo on an empty store did not throw")
        } catch let error as ProjectError where error == .nothingToUndo {}
        let added = try await AddProject(repository: open(), clock: clock, ids: SequentialIDGenerator(), author: Script.author)(ProjectDraft(title: "Persist"))
        clock.advance(by: 1.5)
        try await MoveProject(repository: open(), clock: clock, author: Script.author)(added.id, to: .done)
        clock.advance(by: 1.5)
        try await UndoChange(repository: open(), clock: clock, author: Script.author)()
        var board = try await open().loadBoard(for: Script.author)
        guard board.projects(in: .todo).map(\.id) == [added.id], board.canRedo, board.canUndo else {
            throw ContractViolation(clause: clause, message: "undo in a new run did not bring the project back to TODO")
        }
        clock.advance(by: 1.5)
        try await RedoChange(repository: open(), clock: clock, author: Script.author)()
        board = try await open().loadBoard(for: Script.author)
        guard board.projects(in: .done).map(\.id) == [added.id], !board.canRedo else {
            throw ContractViolation(clause: clause, message: "redo in a new run did not move the project to DONE again")
        }
    }

    /// Two stores holding the same projects, written in opposite orders, show the same board.
    public static func orderingIsIndependentOfStorage(_ makeStore: StoreMaker) async throws {
        let clause = "the board's order does not depend on the order of storage"
        let created = Date(timeIntervalSinceReferenceDate: 815_000_000.5)
        let day = CalendarDay(year: 2026, month: 12, day: 1)
        let projects = (1...8).map { number in
            Project(
                id: SequentialIDGenerator.id(number), title: "P\(number)", deadline: number % 3 == 0 ? nil : day,
                state: number % 2 == 0 ? .todo : .doing, createdAt: created + Double(number % 2)
            )
        }
        var boards: [Board] = []
        for order in [projects, projects.reversed()] {
            let open = try makeStore()
            let change = Change(action: .imported(count: order.count), before: [], after: order)
            try await open().change(reading: ReadSet()) { _ in (WorkspaceEvent.commit(change, by: Script.author, date: created), ()) }
            boards.append(try await open().loadBoard(for: Script.author))
        }
        guard boards[0] == boards[1] else {
            throw ContractViolation(clause: clause, message: "the columns differ: \(boards[0].allProjects.map(\.title)) vs \(boards[1].allProjects.map(\.title))")
        }
        guard boards[0].allProjects.count == projects.count else {
            throw ContractViolation(clause: clause, message: "\(boards[0].allProjects.count) projects were loaded, not \(projects.count)")
        }
    }
}

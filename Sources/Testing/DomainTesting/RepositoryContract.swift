import Domain
import Foundation

/// The behaviour every ``Domain/ProjectRepository`` must have, as a suite any test framework can run.
///
/// Give it a way to make a new, empty store and to open a repository on it; each clause then drives the
/// repository through the Domain's use cases and throws a ``ContractViolation`` saying what differs.
/// "Opening" must return a *fresh* repository instance on the same store each time for a file store (so
/// each check is a real reload, as after restarting the program) and may return the same instance for a
/// store in memory.
///
/// ```swift
/// @Test(arguments: RepositoryContract.clauses)
/// func contract(clause: RepositoryContract.Clause) async throws {
///     try await clause.verify { let store = MyRepository(); return { store } }
/// }
/// ```
public enum RepositoryContract {
    /// Opens a repository on one store.
    public typealias Opener = @Sendable () throws -> any ProjectRepository
    /// Makes a new, empty store and returns how to open repositories on it.
    public typealias StoreMaker = @Sendable () throws -> Opener

    /// One named rule of the contract.
    public struct Clause: Sendable, CustomStringConvertible {
        /// What the rule says, e.g. `"an empty store loads an empty workspace"`.
        public let description: String
        private let body: @Sendable (StoreMaker) async throws -> Void

        init(_ description: String, _ body: @escaping @Sendable (StoreMaker) async throws -> Void) {
            self.description = description
            self.body = body
        }

        /// Checks this rule against stores made by `makeStore`.
        ///
        /// - Throws: ``ContractViolation`` when the repository breaks it; any error the repository throws
        ///   where it should have succeeded.
        public func verify(_ makeStore: StoreMaker) async throws {
            try await body(makeStore)
        }
    }

    /// Every clause, in the order ``verify(_:)`` checks them.
    public static let clauses: [Clause] = [
        Clause("an empty store reads as empty", emptyStoreReadsEmpty),
        Clause("add, edit, move, delete, undo and redo round-trip exactly through a reopened store", useCasesRoundTrip),
        Clause("a read set reads exactly its projects, prefixes and stack tops", readSetReadsExactly),
        Clause("projects(matching:) and history(limit:) read only what they name", narrowReads),
        Clause("a change whose closure throws writes nothing", throwingChangeWritesNothing),
        Clause("a change that returns no event writes nothing", changeWithoutEventWritesNothing),
        Clause("append records an event without a read", appendRecordsEvents),
        Clause("undo and redo work after a restart", undoAfterRestart),
        Clause("the board's order does not depend on the order of storage", orderingIsIndependentOfStorage),
        Clause("concurrent changes are all kept", concurrentChangesAreKept),
        Clause("concurrent edits of different fields are all kept", concurrentEditsMerge),
        Clause("each author undoes and redoes only their own changes, and history names who", perAuthorUndo),
        Clause("undo and redo refuse a change someone else changed since, naming who, and write nothing", refusesOthersLaterChange),
    ]

    /// Checks every clause in turn, stopping at the first violation.
    public static func verify(_ makeStore: StoreMaker) async throws {
        for clause in clauses { try await clause.verify(makeStore) }
    }

    // MARK: - Clauses

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
              Set(final.history.map(\.kind)) == Set(HistoryEntry.Kind.allCases) else {
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
                throw ContractViolation(clause: clause, message: "\(read) read \(actual.projects.keys.sorted().map(\.shortForm)) (undo \(actual.undoTop != nil), redo \(actual.redoTop != nil)), expected \(expected.projects.keys.sorted().map(\.shortForm)) (undo \(expected.undoTop != nil), redo \(expected.redoTop != nil))")
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

    /// Changes made at the same time through separate repositories on one store are all kept.
    public static func concurrentChangesAreKept(_ makeStore: StoreMaker) async throws {
        let clause = "concurrent changes are all kept"
        let open = try makeStore()
        let ids = SequentialIDGenerator()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for number in 1...12 {
                group.addTask {
                    let clock = FixedClock(Script.start + Double(number))
                    let author = Author("writer\(number % 3)@host")
                    let project = try await AddProject(repository: open(), clock: clock, ids: ids, author: author)(ProjectDraft(title: "Concurrent \(number)"))
                    try await MoveProject(repository: open(), clock: clock, author: author)(project.id, to: .doing)
                }
            }
            try await group.waitForAll()
        }
        let board = try await open().loadBoard(for: Author("writer1@host"))
        let history = try await open().history(limit: 100)
        guard board.canUndo, Set(history.map(\.author.name)) == ["writer0@host", "writer1@host", "writer2@host"] else {
            throw ContractViolation(clause: clause, message: "the authors' lines or stacks were lost: \(Set(history.map(\.author.name)))")
        }
        guard board.allProjects.count == 12, board.projects(in: .doing).count == 12, history.count == 24 else {
            throw ContractViolation(clause: clause, message: "found \(board.allProjects.count) projects (\(board.projects(in: .doing).count) in DOING) and \(history.count) history lines, expected 12, 12 and 24")
        }
    }

    /// Edits of different fields of one project, made at the same time through separate repositories,
    /// each change only their own field: none reverts another's.
    public static func concurrentEditsMerge(_ makeStore: StoreMaker) async throws {
        let clause = "concurrent edits of different fields are all kept"
        let open = try makeStore()
        let clock = FixedClock(Script.start)
        let project = try await AddProject(repository: open(), clock: clock, ids: SequentialIDGenerator(), author: Script.author)(ProjectDraft(title: "Shared"))
        let reference = ProjectReference(project.id)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for number in 1...8 {
                group.addTask {
                    let edit = number.isMultiple(of: 2) ? ProjectEdit(body: "Body \(number)") : ProjectEdit(title: "Title \(number)")
                    try await EditProject(repository: open(), clock: clock, author: Author("editor\(number)"))(reference, applying: edit)
                }
            }
            group.addTask {
                try await EditProject(repository: open(), clock: clock, author: Script.author)(reference, applying: ProjectEdit(deadline: CalendarDay(year: 2027, month: 1, day: 2)))
            }
            try await group.waitForAll()
        }
        let stored = try await open().projects(matching: reference)
        guard let final = stored.first, final.title.hasPrefix("Title "), final.body.hasPrefix("Body "),
              final.deadline == CalendarDay(year: 2027, month: 1, day: 2) else {
            throw ContractViolation(clause: clause, message: "an edit reverted another's field: \(stored)")
        }
    }

    /// Two authors on one store: each undo and redo takes back the author's own newest change, whoever
    /// changed the board last; each history line names its author; and it all holds after a reopen.
    public static func perAuthorUndo(_ makeStore: StoreMaker) async throws {
        let clause = "each author undoes and redoes only their own changes, and history names who"
        let open = try makeStore()
        let reference = InMemoryProjectRepository()
        let (alice, bob) = (Author("alice@one"), Author("bob@two"))
        let clock = FixedClock(Script.start)
        // One id generator per side, so both stores get the same ids.
        let (referenceIDs, subjectIDs) = (SequentialIDGenerator(), SequentialIDGenerator())
        let steps: [(String, @Sendable (any ProjectRepository, SequentialIDGenerator) async throws -> Void)] = [
            ("alice adds", { try await AddProject(repository: $0, clock: clock, ids: $1, author: alice)(ProjectDraft(title: "Alice's")) }),
            ("bob adds", { try await AddProject(repository: $0, clock: clock, ids: $1, author: bob)(ProjectDraft(title: "Bob's")) }),
            ("alice undoes", { _ = $1; try await UndoChange(repository: $0, clock: clock, author: alice)() }),
            ("bob moves his", { _ = $1; try await MoveProject(repository: $0, clock: clock, author: bob)(SequentialIDGenerator.id(2), to: .doing) }),
            ("bob undoes", { _ = $1; try await UndoChange(repository: $0, clock: clock, author: bob)() }),
            ("alice redoes", { _ = $1; try await RedoChange(repository: $0, clock: clock, author: alice)() }),
            ("bob redoes", { _ = $1; try await RedoChange(repository: $0, clock: clock, author: bob)() }),
        ]
        for (name, step) in steps {
            try await step(reference, referenceIDs)
            try await step(try open(), subjectIDs)
            clock.advance(by: 7.25)
            try await expect(open(), equals: reference, clause, "after \(name)", authors: [alice, bob, Script.author])
        }
        let board = try await open().loadBoard(for: alice)
        guard board.projects(in: .todo).map(\.title) == ["Alice's"], board.projects(in: .doing).map(\.title) == ["Bob's"] else {
            throw ContractViolation(clause: clause, message: "alice's undo took back bob's change: \(board.allProjects.map(\.title))")
        }
        let authors = try await open().history(limit: 10).map(\.author.name)
        guard authors == ["bob@two", "alice@one", "bob@two", "bob@two", "alice@one", "bob@two", "alice@one"] else {
            throw ContractViolation(clause: clause, message: "the history names \(authors)")
        }
        do {
            try await RedoChange(repository: open(), clock: clock, author: alice)()
            throw ContractViolation(clause: clause, message: "alice redid a change twice")
        } catch let error as ProjectError where error == .nothingToRedo {}
    }

    /// Alice's undo (and redo) of a project Bob changed since is refused with Bob's history line, and
    /// nothing is written; once Alice's change holds again, it goes through.
    public static func refusesOthersLaterChange(_ makeStore: StoreMaker) async throws {
        let clause = "undo and redo refuse a change someone else changed since, naming who, and write nothing"
        let open = try makeStore()
        let (alice, bob) = (Author("alice@one"), Author("bob@two"))
        let clock = FixedClock(Script.start)
        let plan = try await AddProject(repository: open(), clock: clock, ids: SequentialIDGenerator(), author: alice)(ProjectDraft(title: "Plan"))
        try await MoveProject(repository: open(), clock: clock, author: alice)(plan.id, to: .doing)
        clock.advance(by: 1)
        try await MoveProject(repository: open(), clock: clock, author: bob)(plan.id, to: .done)
        let bobsLine = try await open().history(limit: 1)
        try await expectRefusal(clause, of: UndoChange(repository: open(), clock: clock, author: alice).callAsFunction, later: bobsLine.first, redo: false, on: open)
        // Bob puts it back: alice's move holds again and her undo goes through.
        try await UndoChange(repository: open(), clock: clock, author: bob)()
        try await UndoChange(repository: open(), clock: clock, author: alice)()
        // Now bob moves it again: alice's redo (DOING) would revert his move.
        try await MoveProject(repository: open(), clock: clock, author: bob)(plan.id, to: .done)
        let bobsNextLine = try await open().history(limit: 1)
        try await expectRefusal(clause, of: RedoChange(repository: open(), clock: clock, author: alice).callAsFunction, later: bobsNextLine.first, redo: true, on: open)
    }

    private static func expectRefusal(
        _ clause: String, of operation: () async throws -> Change, later: HistoryEntry?, redo: Bool, on open: Opener
    ) async throws {
        let board = try await open().loadBoard(for: Author("alice@one"))
        let history = try await open().history(limit: Workspace.historyLimit)
        do {
            _ = try await operation()
            throw ContractViolation(clause: clause, message: "\(redo ? "redo" : "undo") took back bob's later move")
        } catch let error as ProjectError {
            guard error == .changedSince(title: "Plan", later: later, redo: redo), later?.author == Author("bob@two") else {
                throw ContractViolation(clause: clause, message: "the refusal was \(error), not bob's move")
            }
        }
        let (boardAfter, historyAfter) = (try await open().loadBoard(for: Author("alice@one")), try await open().history(limit: Workspace.historyLimit))
        guard boardAfter == board, historyAfter == history else {
            throw ContractViolation(clause: clause, message: "a refused \(redo ? "redo" : "undo") changed the store")
        }
    }

    // MARK: - Helpers

    /// Compares what `actual` and `expected` say through the port: the board, the whole history and the
    /// tops of both stacks (with the current images of their projects), for each of `authors`.
    private static func expect(
        _ actual: any ProjectRepository, equals expected: any ProjectRepository, _ clause: String, _ when: String,
        authors: [Author] = [Script.author]
    ) async throws {
        for author in authors { try await expect(actual, equals: expected, clause, "\(when), for \(author)", author: author) }
    }

    private static func expect(
        _ actual: any ProjectRepository, equals expected: any ProjectRepository, _ clause: String, _ when: String, author: Author
    ) async throws {
        var differences: [String] = []
        let (board, expectedBoard) = (try await actual.loadBoard(for: author), try await expected.loadBoard(for: author))
        if board != expectedBoard {
            let changed = Set(board.allProjects.map(\.id)).symmetricDifference(expectedBoard.allProjects.map(\.id))
            differences.append("boards differ (\(board.allProjects.count) vs \(expectedBoard.allProjects.count) projects; \(changed.sorted().map(\.shortForm)); undo \(board.canUndo) vs \(expectedBoard.canUndo), redo \(board.canRedo) vs \(expectedBoard.canRedo))")
        }
        let (history, expectedHistory) = (try await actual.history(limit: Workspace.historyLimit), try await expected.history(limit: Workspace.historyLimit))
        if history != expectedHistory {
            differences.append("history has \(history.count) lines, expected \(expectedHistory.count)\(history.count == expectedHistory.count ? " (contents or dates differ)" : "")")
        }
        let tops = ReadSet(undoTopOf: author, redoTopOf: author)
        let view = try await actual.change(reading: tops) { view in (nil, view) }
        let expectedView = try await expected.change(reading: tops) { view in (nil, view) }
        if view.undoTop != expectedView.undoTop { differences.append("the top of the undo stack differs") }
        if view.redoTop != expectedView.redoTop { differences.append("the top of the redo stack differs") }
        if view.projects != expectedView.projects { differences.append("the stack tops' projects differ") }
        guard !differences.isEmpty else { return }
        throw ContractViolation(clause: clause, message: "\(when): \(differences.joined(separator: "; "))")
    }

    /// The same sequence of use cases, run against a reference and against the repository under test.
    private final class Script: Sendable {
        static let start = Date(timeIntervalSinceReferenceDate: 815_000_000.123_456_7)
        /// Who makes the script's changes (a name with a space and a non-ASCII letter, as people have).
        static let author = Author("Zoë Müller@laptop")
        let repository: @Sendable () throws -> any ProjectRepository
        let clock = FixedClock(Script.start)
        let ids = SequentialIDGenerator()

        init(repository: some ProjectRepository) {
            self.repository = { repository }
        }

        init(open: @escaping Opener) {
            self.repository = open
        }

        /// Runs the first `count` steps on both stores.
        static func run(_ count: Int, on reference: InMemoryProjectRepository, and open: @escaping Opener) async throws {
            let (expected, subject) = (Script(repository: reference), Script(open: open))
            for step in steps.prefix(count) {
                try await step(expected)
                try await step(subject)
            }
        }

        typealias Step = @Sendable (Script) async throws -> Void

        /// A fresh repository for each use case, and a clock that moves by an uneven amount each step.
        static let steps: [Step] = [
            { try await $0.add("Write the spec", body: "Two pages.\n\tNo \"more\" \\ less.", deadline: CalendarDay(year: 2026, month: 12, day: 1)) },
            { try await $0.add("Café ☕ 日本語 — ship it") },
            { try await $0.add("Review", in: .doing, deadline: CalendarDay(year: 2026, month: 11, day: 30)) },
            { try await EditProject(repository: $0.repository(), clock: $0.tick(), author: author)(SequentialIDGenerator.id(1), to: ProjectDraft(title: "Write the short spec")) },
            { try await MoveProject(repository: $0.repository(), clock: $0.tick(), author: author)(SequentialIDGenerator.id(2), to: .doing) },
            { try await MoveProject(repository: $0.repository(), clock: $0.tick(), author: author)(SequentialIDGenerator.id(2), to: .done) },
            { try await DeleteProject(repository: $0.repository(), clock: $0.tick(), author: author)(SequentialIDGenerator.id(3)) },
            { try await UndoChange(repository: $0.repository(), clock: $0.tick(), author: author)() },
            { try await UndoChange(repository: $0.repository(), clock: $0.tick(), author: author)() },
            { try await RedoChange(repository: $0.repository(), clock: $0.tick(), author: author)() },
            { try await UndoChange(repository: $0.repository(), clock: $0.tick(), author: author)() },
            { try await $0.add("After undo") },
            { try await UndoChange(repository: $0.repository(), clock: $0.tick(), author: author)() },
            { try await UndoChange(repository: $0.repository(), clock: $0.tick(), author: author)() },
            { try await RedoChange(repository: $0.repository(), clock: $0.tick(), author: author)() },
        ]

        func tick() -> FixedClock {
            clock.advance(by: 61.37)
            return clock
        }

        func add(_ title: String, body: String = "", in state: ProjectState = .todo, deadline: CalendarDay? = nil) async throws {
            try await AddProject(repository: repository(), clock: tick(), ids: ids, author: Self.author)(ProjectDraft(title: title, body: body, deadline: deadline), in: state)
        }
    }
}

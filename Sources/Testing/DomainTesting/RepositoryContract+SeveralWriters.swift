import Domain
import Foundation

/// The clauses about several writers on one store: nothing lost, and each author's undo their own.
extension RepositoryContract {
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
}

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
        Clause("an empty store loads an empty workspace", emptyStoreLoadsEmptyWorkspace),
        Clause("add, edit, move, delete, undo and redo round-trip exactly through a reopened store", useCasesRoundTrip),
        Clause("update whose closure throws writes nothing", throwingUpdateWritesNothing),
        Clause("update that returns no event writes nothing", updateWithoutEventWritesNothing),
        Clause("append records an event without a read", appendRecordsEvents),
        Clause("undo and redo work after a restart", undoAfterRestart),
        Clause("the board's order does not depend on the order of storage", orderingIsIndependentOfStorage),
        Clause("concurrent changes are all kept", concurrentChangesAreKept),
    ]

    /// Checks every clause in turn, stopping at the first violation.
    public static func verify(_ makeStore: StoreMaker) async throws {
        for clause in clauses { try await clause.verify(makeStore) }
    }

    // MARK: - Clauses

    /// A store nobody wrote to holds no projects, no history, nothing to undo or redo.
    public static func emptyStoreLoadsEmptyWorkspace(_ makeStore: StoreMaker) async throws {
        let clause = "an empty store loads an empty workspace"
        let open = try makeStore()
        try expect(try await open().load(), equals: Workspace(), clause, "a new store")
        try expect(try await open().load(), equals: Workspace(), clause, "a new store read twice")
    }

    /// Every use case, step by step, compared after each step with an in-memory reference, reading the
    /// store through a freshly opened repository: projects, history, undo and redo stacks all equal, and
    /// `loadBoard()` equal to the board of that workspace.
    public static func useCasesRoundTrip(_ makeStore: StoreMaker) async throws {
        let clause = "add, edit, move, delete, undo and redo round-trip exactly through a reopened store"
        let open = try makeStore()
        let reference = Script(repository: InMemoryProjectRepository())
        let subject = Script(open: open)
        for (number, step) in Script.steps.enumerated() {
            try await step(reference)
            try await step(subject)
            let expected = try await reference.repository().load()
            try expect(try await open().load(), equals: expected, clause, "after step \(number + 1)")
            // A board read by a fresh instance may take a shorter path than `load()`; it must agree.
            guard try await open().loadBoard() == Board(expected) else {
                throw ContractViolation(clause: clause, message: "loadBoard() differs from the board of load() after step \(number + 1)")
            }
        }
        let final = try await open().load()
        guard final.projects.count == 3, final.history.count == Script.steps.count, final.canUndo, final.canRedo else {
            throw ContractViolation(clause: clause, message: "the script did not leave 3 projects, full history and both stacks")
        }
    }

    /// An `update` whose closure throws rethrows that error and changes nothing.
    public static func throwingUpdateWritesNothing(_ makeStore: StoreMaker) async throws {
        let clause = "update whose closure throws writes nothing"
        let open = try makeStore()
        try await Script.steps[0](Script(open: open))
        let before = try await open().load()
        struct Refusal: Error {}
        do {
            try await open().update { workspace -> (event: WorkspaceEvent?, result: Void) in
                _ = workspace
                throw Refusal()
            }
            throw ContractViolation(clause: clause, message: "update did not rethrow the closure's error")
        } catch is Refusal {}
        try expect(try await open().load(), equals: before, clause, "after the closure threw")
        // An event the workspace refuses (nothing to redo) is not written either.
        do {
            try await open().update { _ in (WorkspaceEvent.redo(date: Date(timeIntervalSinceReferenceDate: 1)), ()) }
            throw ContractViolation(clause: clause, message: "recording a redo with nothing to redo did not throw")
        } catch let error as ProjectError where error == .nothingToRedo {}
        try expect(try await open().load(), equals: before, clause, "after an impossible redo")
    }

    /// An `update` that decides there is nothing to record returns its result and changes nothing.
    public static func updateWithoutEventWritesNothing(_ makeStore: StoreMaker) async throws {
        let clause = "update that returns no event writes nothing"
        let open = try makeStore()
        let empty = try await open().update { workspace in (nil, workspace.projects.count + 42) }
        guard empty == 42 else { throw ContractViolation(clause: clause, message: "update returned \(empty), not 42") }
        try expect(try await open().load(), equals: Workspace(), clause, "an empty store after update returned no event")
        try await Script.steps[0](Script(open: open))
        let before = try await open().load()
        let result = try await open().update { workspace in (nil, workspace.projects.count) }
        guard result == 1 else { throw ContractViolation(clause: clause, message: "the closure saw \(result) projects, not 1") }
        try expect(try await open().load(), equals: before, clause, "after update returned no event")
    }

    /// `append` records events on an empty and on a non-empty store, exactly as `update` would.
    public static func appendRecordsEvents(_ makeStore: StoreMaker) async throws {
        let clause = "append records an event without a read"
        let open = try makeStore()
        var expected = Workspace()
        for number in 1...3 {
            let date = Date(timeIntervalSinceReferenceDate: 815_000_000.25 + Double(number) * 0.1)
            let project = Project(id: SequentialIDGenerator.id(number), title: "Appended \(number)", createdAt: date)
            let event = WorkspaceEvent.commit(Change(action: .added(title: project.title, to: .todo), before: [], after: [project]), date: date)
            try await open().append(event)
            try expected.apply(event)
            try expect(try await open().load(), equals: expected, clause, "after append \(number)")
        }
        let undo = WorkspaceEvent.undo(date: Date(timeIntervalSinceReferenceDate: 815_000_100.5))
        try await open().append(undo)
        try expected.apply(undo)
        try expect(try await open().load(), equals: expected, clause, "after appending an undo")
    }

    /// Undo and redo read their stacks from the store, so they work in the next run of the program.
    public static func undoAfterRestart(_ makeStore: StoreMaker) async throws {
        let clause = "undo and redo work after a restart"
        let open = try makeStore()
        let clock = FixedClock(Script.start)
        do {
            try await UndoChange(repository: open(), clock: clock)()
            throw ContractViolation(clause: clause, message: "undo on an empty store did not throw")
        } catch let error as ProjectError where error == .nothingToUndo {}
        let added = try await AddProject(repository: open(), clock: clock, ids: SequentialIDGenerator())(ProjectDraft(title: "Persist"))
        clock.advance(by: 1.5)
        try await MoveProject(repository: open(), clock: clock)(added.id, to: .done)
        clock.advance(by: 1.5)
        try await UndoChange(repository: open(), clock: clock)()
        var workspace = try await open().load()
        guard workspace.projects[added.id]?.state == .todo, workspace.canRedo, workspace.canUndo else {
            throw ContractViolation(clause: clause, message: "undo in a new run did not bring the project back to TODO")
        }
        clock.advance(by: 1.5)
        try await RedoChange(repository: open(), clock: clock)()
        workspace = try await open().load()
        guard workspace.projects[added.id]?.state == .done, !workspace.canRedo else {
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
            try await open().update { _ in (WorkspaceEvent.commit(change, date: created), ()) }
            boards.append(Board(try await open().load()))
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
                    let project = try await AddProject(repository: open(), clock: clock, ids: ids)(ProjectDraft(title: "Concurrent \(number)"))
                    try await MoveProject(repository: open(), clock: clock)(project.id, to: .doing)
                }
            }
            try await group.waitForAll()
        }
        let workspace = try await open().load()
        let doing = workspace.projects.values.filter { $0.state == .doing }.count
        guard workspace.projects.count == 12, doing == 12, workspace.history.count == 24 else {
            throw ContractViolation(clause: clause, message: "found \(workspace.projects.count) projects (\(doing) in DOING) and \(workspace.history.count) history lines, expected 12, 12 and 24")
        }
    }

    // MARK: - Helpers

    private static func expect(_ actual: Workspace, equals expected: Workspace, _ clause: String, _ when: String) throws {
        guard actual != expected else { return }
        var differences: [String] = []
        if actual.projects != expected.projects {
            let changed = Set(expected.projects.keys).union(actual.projects.keys).filter { expected.projects[$0] != actual.projects[$0] }
            differences.append("projects differ (\(changed.sorted().map(\.shortForm).joined(separator: ", ")))")
        }
        if actual.history != expected.history {
            differences.append("history has \(actual.history.count) lines, expected \(expected.history.count)\(actual.history.count == expected.history.count ? " (contents or dates differ)" : "")")
        }
        if actual.undoStack != expected.undoStack { differences.append("undo stack differs (\(actual.undoStack.count) vs \(expected.undoStack.count))") }
        if actual.redoStack != expected.redoStack { differences.append("redo stack differs (\(actual.redoStack.count) vs \(expected.redoStack.count))") }
        throw ContractViolation(clause: clause, message: "\(when): \(differences.joined(separator: "; "))")
    }

    /// The same sequence of use cases, run against a reference and against the repository under test.
    private final class Script: Sendable {
        static let start = Date(timeIntervalSinceReferenceDate: 815_000_000.123_456_7)
        let repository: @Sendable () throws -> any ProjectRepository
        let clock = FixedClock(Script.start)
        let ids = SequentialIDGenerator()

        init(repository: some ProjectRepository) {
            self.repository = { repository }
        }

        init(open: @escaping Opener) {
            self.repository = open
        }

        typealias Step = @Sendable (Script) async throws -> Void

        /// A fresh repository for each use case, and a clock that moves by an uneven amount each step.
        static let steps: [Step] = [
            { try await $0.add("Write the spec", body: "Two pages.\n\tNo \"more\" \\ less.", deadline: CalendarDay(year: 2026, month: 12, day: 1)) },
            { try await $0.add("Café ☕ 日本語 — ship it") },
            { try await $0.add("Review", in: .doing, deadline: CalendarDay(year: 2026, month: 11, day: 30)) },
            { try await EditProject(repository: $0.repository(), clock: $0.tick())(SequentialIDGenerator.id(1), to: ProjectDraft(title: "Write the short spec")) },
            { try await MoveProject(repository: $0.repository(), clock: $0.tick())(SequentialIDGenerator.id(2), to: .doing) },
            { try await MoveProject(repository: $0.repository(), clock: $0.tick())(SequentialIDGenerator.id(2), to: .done) },
            { try await DeleteProject(repository: $0.repository(), clock: $0.tick())(SequentialIDGenerator.id(3)) },
            { try await UndoChange(repository: $0.repository(), clock: $0.tick())() },
            { try await UndoChange(repository: $0.repository(), clock: $0.tick())() },
            { try await RedoChange(repository: $0.repository(), clock: $0.tick())() },
            { try await UndoChange(repository: $0.repository(), clock: $0.tick())() },
            { try await $0.add("After undo") },
            { try await UndoChange(repository: $0.repository(), clock: $0.tick())() },
            { try await UndoChange(repository: $0.repository(), clock: $0.tick())() },
            { try await RedoChange(repository: $0.repository(), clock: $0.tick())() },
        ]

        func tick() -> FixedClock {
            clock.advance(by: 61.37)
            return clock
        }

        func add(_ title: String, body: String = "", in state: ProjectState = .todo, deadline: CalendarDay? = nil) async throws {
            try await AddProject(repository: repository(), clock: tick(), ids: ids)(ProjectDraft(title: title, body: body, deadline: deadline), in: state)
        }
    }
}

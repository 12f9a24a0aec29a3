import Domain
import Foundation

/// The script of use cases every store plays beside the reference.
extension RepositoryContract {
    /// The same sequence of use cases, run against a reference and against the repository under test.
    final class Script: Sendable {
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

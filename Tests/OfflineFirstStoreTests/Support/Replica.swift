import Domain
import DomainTesting
import Foundation
import OfflineFirstStore

/// One person's offline-first board on a ``SwitchableRemote``, with the use cases they change it by.
struct Replica {
    let repository: OfflineFirstRepository
    let author: Author
    let clock: FixedClock
    let directory: URL

    init(on remote: SwitchableRemote, author: Author, clock: FixedClock, in directory: URL) {
        self.directory = directory
        repository = OfflineFirstRepository(remote: remote, outbox: Outbox(file: directory.appendingPathComponent("\(author).outbox")))
        (self.author, self.clock) = (author, clock)
    }

    @discardableResult
    func add(_ title: String, number: Int) async throws -> Project {
        clock.advance(by: 1)
        return try await AddProject(repository: repository, clock: clock, ids: SequentialIDGenerator(startingAt: number), author: author)(ProjectDraft(title: title))
    }

    func move(_ id: ProjectID, to state: ProjectState) async throws {
        clock.advance(by: 1)
        try await MoveProject(repository: repository, clock: clock, author: author)(id, to: state)
    }

    func edit(_ id: ProjectID, _ edit: ProjectEdit) async throws {
        clock.advance(by: 1)
        try await EditProject(repository: repository, clock: clock, author: author)(ProjectReference(id), applying: edit)
    }

    func delete(_ id: ProjectID) async throws {
        clock.advance(by: 1)
        try await DeleteProject(repository: repository, clock: clock, author: author)(id)
    }

    func undo() async throws {
        clock.advance(by: 1)
        try await UndoChange(repository: repository, clock: clock, author: author)()
    }

    func redo() async throws {
        clock.advance(by: 1)
        try await RedoChange(repository: repository, clock: clock, author: author)()
    }

    func board() async throws -> [Project] { try await repository.loadBoard(for: author).allProjects.sorted { $0.id < $1.id } }
}

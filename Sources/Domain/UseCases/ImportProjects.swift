import Foundation

/// Stores a document's projects as **one** change (one history line, one undo step): new ids are added,
/// known ones updated, identical ones left alone.
public struct ImportProjects: Sendable {
    /// What an import did.
    public struct Summary: Sendable, Equatable {
        /// Projects whose id was new.
        public let added: Int
        /// Known projects that the document changed.
        public let updated: Int
        /// Known projects the document holds exactly as stored.
        public let unchanged: Int
    }

    private let repository: any ProjectRepository
    private let coder: any ProjectArchiveCoding
    private let clock: any CalendarClock
    private let author: Author

    /// Creates the use case from the store, the document format to read, the clock, and who imports.
    public init(repository: any ProjectRepository, coder: any ProjectArchiveCoding, clock: any CalendarClock, author: Author) {
        (self.repository, self.coder, self.clock, self.author) = (repository, coder, clock, author)
    }

    /// - Throws: the coder's error, ``ImportError/invalidItem(index:_:)``, ``StorageError``; storing nothing.
    @discardableResult
    public func callAsFunction(_ document: consuming Data) async throws -> Summary {
        var projects = try coder.decode(document)
        _ = consume document // its bytes are freed before the store reads
        for index in projects.indices {
            let draft: ProjectDraft
            do {
                draft = try ProjectDraft(title: projects[index].title, body: projects[index].body, deadline: projects[index].deadline).validated()
            } catch {
                throw ImportError.invalidItem(index: index + 1, .rule(error))
            }
            projects[index].title = draft.title
        }
        // One project per id, in id order, in place; a repeated id: the last one wins (the sort is stable).
        projects.sort { $0.id < $1.id }
        var kept = 0
        for index in projects.indices where index + 1 == projects.count || projects[index + 1].id != projects[index].id {
            projects.swapAt(kept, index)
            kept += 1
        }
        projects.removeLast(projects.count - kept)
        let imported = projects
        let now = clock.now()
        return try await repository.change(reading: ReadSet(ids: imported.map(\.id))) { view in
            // A first import keeps the array whole instead of copying it project by project.
            var before: [Project] = [], after = view.projects.isEmpty ? imported : [], unchanged = 0
            for project in imported where !view.projects.isEmpty {
                if let old = view.projects[project.id] {
                    if old == project { unchanged += 1; continue }
                    before.append(old)
                }
                after.append(project)
            }
            let summary = Summary(added: after.count - before.count, updated: before.count, unchanged: unchanged)
            guard !after.isEmpty else { return (nil, summary) }
            let change = Change(action: .imported(count: after.count), before: before, after: after)
            return (.commit(change, by: author, date: now), summary)
        }
    }
}

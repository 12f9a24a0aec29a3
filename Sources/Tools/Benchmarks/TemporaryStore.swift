import JournalStore
import Domain
import Foundation

/// A journal store of `count` sample projects in a fresh temporary directory, removed by ``remove()``.
///
/// It is built the way a real board gets big: one import of every project, then 100 single adds (so the
/// undo stack holds 100 small steps, not the import), then a compaction, so loading reads a snapshot
/// and an empty journal.
struct TemporaryStore {
    let directory: URL
    let projects: [Project]

    static func make(count: Int, clock: any CalendarClock) async throws -> TemporaryStore {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("pm-bench-\(count)-\(UUID().uuidString.prefix(8))")
        let all = SampleBoard.projects(count: count + Workspace.undoLimit)
        let imported = Array(all.prefix(count)), added = all.suffix(Workspace.undoLimit)
        let repository = JournalProjectRepository(directory: directory)
        try await repository.change(reading: ReadSet()) { _ in
            (.commit(Change(action: .imported(count: imported.count), before: [], after: imported), by: Author("bench@host"), date: clock.now()), ())
        }
        for project in added {
            try await repository.append(.commit(Change(action: .added(title: project.title, to: project.state), before: [], after: [project]), by: Author("bench@host"), date: clock.now()))
        }
        try await repository.compact()
        return TemporaryStore(directory: directory, projects: all)
    }

    /// A repository as a new process opens it: nothing cached.
    func openRepository() -> JournalProjectRepository {
        JournalProjectRepository(directory: directory)
    }

    /// The size in bytes of a file of the store.
    func size(of name: String) -> Int {
        (try? FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(name).path)[.size] as? Int) ?? 0
    }

    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }
}

import Data
import DomainTesting
import Foundation

/// Each repository the contract runs against.
enum RepositoryKind: String, CaseIterable, Sendable, CustomStringConvertible {
    case inMemory
    case snapshot
    case journal
    /// The journal with no minimum size before compaction, so that compactions happen mid-test too.
    case journalCompactingOften

    var description: String { rawValue }

    /// Makes stores inside `root`; file stores get a fresh repository instance on every open.
    func storeMaker(in root: TemporaryDirectory) -> RepositoryContract.StoreMaker {
        switch self {
        case .inMemory:
            return {
                let repository = InMemoryProjectRepository()
                return { repository }
            }
        case .snapshot:
            return {
                let directory = root.store()
                return { SnapshotProjectRepository(directory: directory) }
            }
        case .journal:
            return {
                let directory = root.store()
                return { JournalProjectRepository(directory: directory) }
            }
        case .journalCompactingOften:
            return {
                let directory = root.store()
                return { JournalProjectRepository(directory: directory, compactionMinimum: 0) }
            }
        }
    }
}

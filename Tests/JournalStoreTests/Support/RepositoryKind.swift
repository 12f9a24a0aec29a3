import Data
import JournalStore
import DomainTesting
import Foundation

/// Each repository the contract runs against.
enum RepositoryKind: String, CaseIterable, Sendable, CustomStringConvertible {
    case inMemory
    case snapshot
    case journal
    /// The journal with no minimum size before compaction, so that compactions happen mid-test too.
    case journalCompactingOften
    /// The journal as a process that runs one command opens it: its file work waits on the caller's thread.
    case journalOnTheCallersThread

    var description: String { rawValue }

    /// Whether one process may make several changes at once: not one whose waits hold its caller's thread.
    var takesChangesAtOnce: Bool { self != .journalOnTheCallersThread }

    /// The contract checks behaviour, not speed: a generous lock wait keeps a loaded machine's slow fsyncs
    /// from turning the concurrency clause into "store is busy". (The wait itself is tested elsewhere.)
    private var patience: Duration { .seconds(60) }

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
                return { JSONFileProjectRepository(directory: directory, lockWait: patience) }
            }
        case .journal:
            return {
                let directory = root.store()
                return { JournalProjectRepository(directory: directory, lockWait: patience) }
            }
        case .journalCompactingOften:
            return {
                let directory = root.store()
                return { JournalProjectRepository(directory: directory, lockWait: patience, compactionMinimum: 0) }
            }
        case .journalOnTheCallersThread:
            return {
                let directory = root.store()
                return { JournalProjectRepository(directory: directory, lockWait: patience, io: .callersThread) }
            }
        }
    }
}

import Data
import JournalStore
import Domain
import Foundation

/// The two file repositories, for the durability rules they share.
enum FileRepositoryKind: String, CaseIterable, Sendable, CustomStringConvertible {
    case snapshot
    case journal

    var description: String { rawValue }

    func open(_ directory: URL, lockWait: Duration = .seconds(5)) -> any WholeStoreReading {
        switch self {
        case .snapshot: JSONFileProjectRepository(directory: directory, lockWait: lockWait)
        case .journal: JournalProjectRepository(directory: directory, lockWait: lockWait)
        }
    }

    /// The file that holds the projects right after a few changes.
    var mainFile: String {
        switch self {
        case .snapshot: JSONFileProjectRepository.fileName
        case .journal: JournalProjectRepository.journalFileName
        }
    }
}

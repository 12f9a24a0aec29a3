import App
import Domain
import Foundation
import JournalStore

/// Opens the program's local store, the journal, in the store directory: repairable, and bounded work
/// per command at any board size.
struct JournalStoreOpener: DirectoryStoreOpener {
    func open(directory: URL, author: Author, runsOneCommand: Bool) -> OpenedStore {
        let repository = JournalProjectRepository(directory: directory, migratingAs: author, io: runsOneCommand ? .callersThread : .ownThread)
        return OpenedStore(repository: repository, staleNotice: { repository.takeNotice() }, repair: { dryRun in
            try await FileStoreRepair(directory: directory, migratingAs: author).run(dryRun: dryRun)
        })
    }
}

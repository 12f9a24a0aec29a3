import Domain
import DomainTesting
import Foundation
import Presentation
import Synchronization

/// An in-memory store that a test can break: while `failure` is set, every read and write throws it;
/// while `writeFailure` is set, reads work and every write (and the writability check) throws it, as on
/// a read-only mount; while `changeFailure` is set, only the changes themselves throw it, as on a disk
/// that fills up between the check and the write.
final class BreakableRepository: ProjectRepository {
    let failure = Mutex<StorageError?>(nil)
    let writeFailure = Mutex<StorageError?>(nil)
    let changeFailure = Mutex<StorageError?>(nil)
    let store = InMemoryProjectRepository()
    /// How many times the writability check ran.
    let checks = Mutex(0)

    func loadBoard(for author: Author) async throws -> Board {
        try check()
        return try await store.loadBoard(for: author)
    }

    func history(limit: Int) async throws -> [HistoryEntry] {
        try check()
        return try await store.history(limit: limit)
    }

    func change<Result: Sendable>(
        reading reads: ReadSet, _ decide: @Sendable (ReadView) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> Result {
        if let error = failure.withLock({ $0 }) ?? writeFailure.withLock({ $0 }) ?? changeFailure.withLock({ $0 }) { throw error }
        return try await store.change(reading: reads, decide)
    }

    func checkWritable() async throws {
        checks.withLock { $0 += 1 }
        if let error = failure.withLock({ $0 }) ?? writeFailure.withLock({ $0 }) { throw error }
    }

    /// View models and commands on this store, with a fixed clock, speaking `locale`'s language.
    func factory(locale: Locale = Locales.english) -> ViewModelFactory {
        let clock = FixedClock()
        return ViewModelFactory(
            useCases: UseCases(repository: self, clock: clock, ids: SequentialIDGenerator(), author: .tester),
            clock: clock, localizer: Localizer(locale: locale)
        )
    }

    private func check() throws {
        if let error = failure.withLock({ $0 }) { throw error }
    }
}

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
        /// Whether the rule makes changes at the same time in one process: not for a store that waits on
        /// its caller's thread, as a process running one command opens it (its waits would hold the
        /// threads the change it waits for needs).
        public let changesAtOnce: Bool
        private let body: @Sendable (StoreMaker) async throws -> Void

        init(_ description: String, changesAtOnce: Bool = false, _ body: @escaping @Sendable (StoreMaker) async throws -> Void) {
            self.description = description
            self.changesAtOnce = changesAtOnce
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
        Clause("an empty store reads as empty", emptyStoreReadsEmpty),
        Clause("add, edit, move, delete, undo and redo round-trip exactly through a reopened store", useCasesRoundTrip),
        Clause("a read set reads exactly its projects, prefixes and stack tops", readSetReadsExactly),
        Clause("projects(matching:) and history(limit:) read only what they name", narrowReads),
        Clause("a change whose closure throws writes nothing", throwingChangeWritesNothing),
        Clause("a change that returns no event writes nothing", changeWithoutEventWritesNothing),
        Clause("append records an event without a read", appendRecordsEvents),
        Clause("undo and redo work after a restart", undoAfterRestart),
        Clause("the board's order does not depend on the order of storage", orderingIsIndependentOfStorage),
        Clause("concurrent changes are all kept", changesAtOnce: true, concurrentChangesAreKept),
        Clause("concurrent edits of different fields are all kept", changesAtOnce: true, concurrentEditsMerge),
        Clause("each author undoes and redoes only their own changes, and history names who", perAuthorUndo),
        Clause("undo and redo refuse a change someone else changed since, naming who, and write nothing", refusesOthersLaterChange),
    ]

    /// Checks every clause in turn, stopping at the first violation.
    public static func verify(_ makeStore: StoreMaker) async throws {
        for clause in clauses { try await clause.verify(makeStore) }
    }
}

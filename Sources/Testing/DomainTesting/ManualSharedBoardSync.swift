import Domain
import Foundation
import Synchronization

/// A shared board's sync driven by hand: a test sets the ``status`` the next read finds and what the
/// next ``sync()`` leaves, and reads back the calls made.
///
/// ```swift
/// let shared = ManualSharedBoardSync()
/// shared.status = SharedBoardStatus(waiting: 1, offline: .offline(reason: "cut"), savedHere: true)
/// shared.afterSync = SharedBoardStatus(sent: 1)   // the cluster answers again
/// ```
public final class ManualSharedBoardSync: SharedBoardSync {
    private struct State {
        var status: SharedBoardStatus?
        var afterSync: SharedBoardStatus?
        var conflicts: [SharedBoardConflict] = []
        var settleError: StorageError?
        var calls: [String] = []
    }

    private let state = Mutex(State())

    /// A shared board where nothing waits.
    public init() {}

    /// Where the board stands now: what the session reads after each read of the board.
    public var status: SharedBoardStatus? {
        get { state.withLock { $0.status } }
        set { state.withLock { $0.status = newValue } }
    }

    /// What the next ``sync()`` leaves as ``status`` (`nil`: the status as it is).
    public var afterSync: SharedBoardStatus? {
        get { state.withLock { $0.afterSync } }
        set { state.withLock { $0.afterSync = newValue } }
    }

    /// The conflicts ``conflicts()`` lists.
    public var waitingConflicts: [SharedBoardConflict] {
        get { state.withLock { $0.conflicts } }
        set { state.withLock { $0.conflicts = newValue } }
    }

    /// What the next ``settle(_:apply:)`` throws, leaving the conflict listed (the cluster out of reach).
    public var settleError: StorageError? {
        get { state.withLock { $0.settleError } }
        set { state.withLock { $0.settleError = newValue } }
    }

    /// The calls made, in order: `sync`, `settle ID apply`, `settle ID let go`.
    public var calls: [String] { state.withLock { $0.calls } }

    /// Records the call, and leaves ``afterSync`` as the status.
    public func sync() async throws -> SharedBoardStatus {
        state.withLock { state in
            state.calls.append("sync")
            if let after = state.afterSync { (state.status, state.afterSync) = (after, nil) }
            return state.status ?? SharedBoardStatus()
        }
    }

    /// The conflicts set.
    public func conflicts() throws -> [SharedBoardConflict] { waitingConflicts }

    /// Records the call and takes the conflict off the list, its count off the status; or throws ``settleError``.
    public func settle(_ id: String, apply: Bool) async throws {
        try state.withLock { state in
            state.calls.append("settle \(id) \(apply ? "apply" : "let go")")
            if let error = state.settleError {
                state.settleError = nil
                throw error
            }
            state.conflicts.removeAll { $0.id == id }
            state.status?.conflicts = state.conflicts.count
        }
    }
}

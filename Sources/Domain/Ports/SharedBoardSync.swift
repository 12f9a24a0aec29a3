/// A shared board that keeps working offline: where it stands, its sync, and the conflicts the sync
/// found. The program's etcd board with an outbox is one; a store without one works online only.
public protocol SharedBoardSync: Sendable {
    /// Where the board stood after the last call; `nil` while nothing waits and nothing was sent.
    var status: SharedBoardStatus? { get }
    /// Sends the changes waiting on this machine, as far as the cluster answers.
    func sync() async throws -> SharedBoardStatus
    /// The changes that could not apply, oldest first.
    func conflicts() throws -> [SharedBoardConflict]
    /// Settles a conflict: `apply`, applied anyway (a change of its own), else let go.
    func settle(_ id: String, apply: Bool) async throws
}

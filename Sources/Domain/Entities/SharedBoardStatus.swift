/// Where a board shared on a cluster stands for this machine: what waits to reach the team, what
/// conflicts wait to be settled, and whether the cluster answered.
public struct SharedBoardStatus: Sendable, Equatable {
    /// Changes saved on this machine that have not reached the team.
    public var waiting: Int
    /// Changes that could not apply to the board as the team left it, waiting to be settled.
    public var conflicts: Int
    /// Why the cluster was out of reach at the last try; `nil` when it answered.
    public var offline: StorageError?
    /// Whether the last change was saved on this machine alone.
    public var savedHere: Bool
    /// How many waiting changes the last sync sent to the team.
    public var sent: Int

    /// A status.
    public init(waiting: Int = 0, conflicts: Int = 0, offline: StorageError? = nil, savedHere: Bool = false, sent: Int = 0) {
        (self.waiting, self.conflicts, self.offline, self.savedHere, self.sent) = (waiting, conflicts, offline, savedHere, sent)
    }
}

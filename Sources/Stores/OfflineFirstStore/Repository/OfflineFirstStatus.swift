import Domain

/// Where an offline-first board stands after the last thing it did, for the line a command prints and
/// the state a board shows.
public struct OfflineFirstStatus: Sendable, Equatable {
    /// Changes saved on this machine that have not reached the board's cluster.
    public var waiting: Int
    /// Changes the sync could not apply, waiting to be settled.
    public var conflicts: Int
    /// Why the cluster was out of reach at the last try; `nil` when it answered.
    public var offline: StorageError?
    /// Whether the last change was saved on this machine alone.
    public var savedHere: Bool
    /// How many waiting changes the last sync applied to the board.
    public var sent: Int

    /// A status.
    public init(waiting: Int = 0, conflicts: Int = 0, offline: StorageError? = nil, savedHere: Bool = false, sent: Int = 0) {
        (self.waiting, self.conflicts, self.offline, self.savedHere, self.sent) = (waiting, conflicts, offline, savedHere, sent)
    }
}

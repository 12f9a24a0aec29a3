import Domain

/// Where a shared board stands, as a board shows it: one state, whichever frontend draws it.
public enum SharedBoardState: Sendable, Equatable {
    /// The cluster answers and nothing waits.
    case online
    /// The cluster is out of reach; changes are saved on this machine, this many waiting.
    case offline(waiting: Int)
    /// The cluster answers and this many changes are still on their way.
    case syncing(waiting: Int)
    /// Everything was sent, but this many changes could not apply and wait to be settled.
    case conflicts(Int)

    /// The state a board shows for `status`.
    public init(_ status: SharedBoardStatus) {
        self = if status.offline != nil { .offline(waiting: status.waiting) }
            else if status.waiting > 0 { .syncing(waiting: status.waiting) }
            else if status.conflicts > 0 { .conflicts(status.conflicts) }
            else { .online }
    }
}

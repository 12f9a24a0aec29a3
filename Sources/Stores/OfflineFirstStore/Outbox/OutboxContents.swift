/// What the outbox file holds: the changes waiting to reach the board, oldest first, and the conflicts
/// waiting to be settled, in the order they were found.
public struct OutboxContents: Sendable, Equatable {
    /// The changes waiting, oldest first.
    public var waiting: [OutboxEntry]
    /// The changes that could not apply, oldest first.
    public var conflicts: [WaitingConflict]

    /// Contents; an absent file holds none.
    public init(waiting: [OutboxEntry] = [], conflicts: [WaitingConflict] = []) {
        (self.waiting, self.conflicts) = (waiting, conflicts)
    }
}

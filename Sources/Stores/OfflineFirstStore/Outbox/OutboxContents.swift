import Domain

/// What the outbox file holds: the changes waiting to reach the board, oldest first, and the conflicts
/// waiting to be settled, in the order they were found.
public struct OutboxContents: Sendable, Equatable {
    /// The changes waiting, oldest first.
    public var waiting: [OutboxEntry]
    /// The changes that could not apply, oldest first.
    public var conflicts: [WaitingConflict]
    /// Each author's undo and redo stacks as this machine last saw the board keep them (its own changes,
    /// made online or sent by a sync), so that an undo made offline takes back the person's newest change.
    public var stacks: [Author: Workspace.UndoRedoStacks<Change>]

    /// Contents; an absent file holds none.
    public init(waiting: [OutboxEntry] = [], conflicts: [WaitingConflict] = [], stacks: [Author: Workspace.UndoRedoStacks<Change>] = [:]) {
        (self.waiting, self.conflicts, self.stacks) = (waiting, conflicts, stacks)
    }
}

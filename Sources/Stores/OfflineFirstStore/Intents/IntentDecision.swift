import Domain

/// What replaying one intent against the board decided: the event to record, or why it cannot apply.
public enum IntentDecision: Sendable, Equatable {
    /// Record this event.
    case apply(WorkspaceEvent)
    /// Record nothing: the intent conflicts with the board.
    case conflict(SharedBoardConflict.Reason)
}

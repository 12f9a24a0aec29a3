import Domain

/// A waiting change the sync could not apply, kept until the person settles it (applies it anyway, or
/// lets it go).
public struct WaitingConflict: Sendable, Equatable {
    /// The change as it waited.
    public let entry: OutboxEntry
    /// Why it could not apply.
    public let reason: SharedBoardConflict.Reason

    /// A conflict.
    public init(entry: OutboxEntry, reason: SharedBoardConflict.Reason) {
        (self.entry, self.reason) = (entry, reason)
    }
}

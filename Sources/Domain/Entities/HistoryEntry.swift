import Foundation

/// One line of the history: what happened and when.
public struct HistoryEntry: Sendable, Equatable {
    /// What happened.
    public let action: HistoryAction
    /// When it happened.
    public let date: Date

    /// Creates the line for `action` done at `date`.
    public init(action: HistoryAction, date: Date) {
        self.action = action
        self.date = date
    }
}

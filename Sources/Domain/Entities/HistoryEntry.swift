import Foundation

/// One line of the history: what happened and when.
public struct HistoryEntry: Sendable, Equatable {
    public let action: HistoryAction
    public let date: Date

    public init(action: HistoryAction, date: Date) {
        self.action = action
        self.date = date
    }
}

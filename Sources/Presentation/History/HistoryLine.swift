import Domain

/// One line of the history list, localized, with the entry it says and who made the change.
public struct HistoryLine: Sendable, Equatable, Identifiable {
    /// The raw entry (e.g. for `history --json`).
    public let entry: HistoryEntry
    /// `Moved 'X' from TODO to DOING.`, `'X'을(를) TODO에서 DOING(으)로 옮겼습니다.`
    public let text: String
    /// When it happened, in the user's locale and time zone.
    public let timestamp: String
    /// Who made the change, as the store names them: `alice@laptop`.
    public let author: String

    /// Its identity in a list: when, who and what (two changes alike in all three are one line).
    public var id: String { "\(entry.date.timeIntervalSince1970) \(author) \(text)" }

    /// Creates a line.
    public init(entry: HistoryEntry, text: String, timestamp: String, author: String) {
        self.entry = entry
        self.text = text
        self.timestamp = timestamp
        self.author = author
    }
}

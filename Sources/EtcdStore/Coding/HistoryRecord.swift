import Domain
import Foundation

/// One history line as stored under `history/N`, with the random tag of the change that wrote it: after
/// a connection broke mid-write, the tag tells whether that write went through.
struct HistoryRecord: Codable {
    var action: ActionRecord
    var date: Double
    var tag: String

    init(_ entry: HistoryEntry, tag: String) {
        action = ActionRecord(entry.action)
        date = entry.date.timeIntervalSinceReferenceDate
        self.tag = tag
    }

    /// The history line, or why this record is not one.
    func entry() throws(InvalidRecord) -> HistoryEntry {
        HistoryEntry(action: try action.action(), date: Date(timeIntervalSinceReferenceDate: date))
    }
}

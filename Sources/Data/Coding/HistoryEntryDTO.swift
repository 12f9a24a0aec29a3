import Domain
import Foundation

/// A history line as stored; `date` as in ``ProjectDTO``.
struct HistoryEntryDTO: Codable {
    var action: HistoryActionDTO
    var date: Double

    init(_ entry: HistoryEntry) {
        action = HistoryActionDTO(entry.action)
        date = entry.date.timeIntervalSinceReferenceDate
    }

    func entry() throws(InvalidRecord) -> HistoryEntry {
        HistoryEntry(action: try action.action(), date: Date(timeIntervalSinceReferenceDate: date))
    }
}

import Domain
import Foundation
import StoreRecords

/// A waiting change, or a conflict (with its reason), as the outbox keeps it.
struct OutboxEntryDTO: Codable, Equatable {
    var id, author: String
    /// Seconds since the reference date: the `Double` a `Date` holds, so it reads back exactly.
    var date: Double
    var intent: OutboxIntentDTO
    var conflict: String?

    init(_ entry: OutboxEntry, conflict: SharedBoardConflict.Reason? = nil) {
        (id, author, date) = (entry.id, entry.author.name, entry.date.timeIntervalSinceReferenceDate)
        (intent, self.conflict) = (OutboxIntentDTO(entry.intent), conflict?.rawValue)
    }

    func entry() throws(StoredValueError) -> OutboxEntry {
        OutboxEntry(id: id, intent: try intent.intent(), author: Author(author), date: Date(timeIntervalSinceReferenceDate: date))
    }

    func waitingConflict() throws(StoredValueError) -> WaitingConflict {
        guard let reason = conflict.flatMap(SharedBoardConflict.Reason.init(rawValue:)) else { throw StoredValueError("a conflict without a known reason") }
        return WaitingConflict(entry: try entry(), reason: reason)
    }
}

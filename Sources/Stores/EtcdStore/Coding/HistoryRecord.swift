import Domain
import FastCoding
import Foundation
import StoreRecords

/// One history line as stored under `history/N`: what, whether it was undone or redone (no `kind`: a
/// change, see ``StoredHistoryKind``), who, when, the projects it names, and the random tag of the
/// change that wrote it (after a connection broke mid-write, the tag tells whether that write went
/// through).
struct HistoryRecord: Codable {
    var action: StoredHistoryAction
    var kind: String?
    var author: String?
    var date: Double
    var projects: [String]?
    var tag: String

    init(_ entry: HistoryEntry, tag: String) {
        action = StoredHistoryAction(entry.action)
        kind = StoredHistoryKind.text(entry.kind)
        author = entry.author.name
        date = entry.date.timeIntervalSinceReferenceDate
        projects = entry.projectIDs.isEmpty ? nil : entry.projectIDs.map(\.description)
        self.tag = tag
    }

    /// The history line, or why this record is not one.
    func entry() throws(StoredValueError) -> HistoryEntry {
        var ids: [ProjectID] = []
        for text in projects ?? [] {
            guard let id = IDText.projectID(text) else { throw StoredValueError("'\(text)' is not a project id") }
            ids.append(id)
        }
        return HistoryEntry(action: try action.action(), kind: try StoredHistoryKind.kind(kind), author: Author(author ?? ""), date: Date(timeIntervalSinceReferenceDate: date), projectIDs: ids)
    }
}

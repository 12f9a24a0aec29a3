import Domain
import FastCoding
import Foundation
import StoreRecords

/// A history line as stored; `date` as in ``StoredProject``. `author` and `ids` (the projects it names) are
/// absent from lines of format 2 and older, which are read as the migrating author's; `kind` is absent
/// from a change's line (``StoredHistoryKind``).
struct HistoryEntryDTO {
    var action: StoredHistoryAction
    var kind: String?
    var author: String?
    var date: Double
    var ids: [String]

    init(_ entry: HistoryEntry) {
        action = StoredHistoryAction(entry.action)
        kind = StoredHistoryKind.text(entry.kind)
        author = entry.author.name
        date = entry.date.timeIntervalSinceReferenceDate
        ids = entry.projectIDs.map { IDText.text($0) }
    }

    func write(to writer: inout JSONWriter) {
        StoredHistoryOpening.write(action: action, kind: kind, author: author, date: date, to: &writer)
        if !ids.isEmpty {
            writer.raw(#","ids":"#)
            writer.array(ids) { $0.string($1) }
        }
        writer.raw("}")
    }

    init(reading reader: inout JSONReader) throws(JSONReadError) {
        var action: StoredHistoryAction?, kind: String?, author: String?, date: Double?, ids: [String] = []
        let start = reader.offset
        try reader.readObject { (key, reader) throws(JSONReadError) in
            switch key {
            case "action": action = try StoredHistoryAction(reading: &reader)
            case "kind": kind = try reader.readString()
            case "author": author = try reader.readString()
            case "date": date = try reader.readDouble()
            case "ids": ids = try reader.readArray { (reader) throws(JSONReadError) in try reader.readString() }
            default: try reader.skipValue()
            }
        }
        guard let action, let date else { throw reader.error("a history entry lacks a field", at: start) }
        (self.action, self.kind, self.author, self.date, self.ids) = (action, kind, author, date, ids)
    }

    /// The entry; a line without an author (format 2 and older) is `legacyAuthor`'s.
    func entry(legacyAuthor: Author) throws(StoredValueError) -> HistoryEntry {
        var projectIDs: [ProjectID] = []
        for id in ids {
            guard let projectID = IDText.projectID(id) else { throw StoredValueError("'\(id)' is not a project id") }
            projectIDs.append(projectID)
        }
        return HistoryEntry(
            action: try action.action(), kind: try StoredHistoryKind.kind(kind), author: author.map(Author.init) ?? legacyAuthor,
            date: try StoredInstant.date(date, field: "date"), projectIDs: projectIDs
        )
    }
}

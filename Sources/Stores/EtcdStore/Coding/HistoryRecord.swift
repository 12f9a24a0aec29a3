import Domain
import FastCoding
import Foundation
import StoreRecords

/// One history line as stored under `history/N`, alone or in a sync's page (``StoredPage``): what,
/// whether it was undone or redone (no `kind`: a change, see ``StoredHistoryKind``), who, when, the
/// projects it names, and the random tag of the change that wrote it (after a connection broke
/// mid-write, the tag tells whether that write went through).
/// `{"action":{…},"kind":…,"author":…,"date":…,"projects":[…],"tag":…}`, the optional fields left out
/// when absent; every change writes one, with the package's byte-level writer.
struct HistoryRecord {
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

    /// The line `value` holds; the action, the date and the tag are required, other fields skipped.
    init(value: Data) throws(JSONReadError) {
        self = try JSONReader.read(value) { (reader) throws(JSONReadError) in
            let start = reader.offset
            var action: StoredHistoryAction?, kind: String?, author: String?, date: Double?, projects: [String]?, tag: String?
            try reader.readObject { (key, reader) throws(JSONReadError) in
                switch key {
                case "action": action = try StoredHistoryAction(reading: &reader)
                case "kind": kind = try reader.readNull() ? nil : try reader.readString()
                case "author": author = try reader.readNull() ? nil : try reader.readString()
                case "date": date = try reader.readDouble()
                case "projects": projects = try reader.readNull() ? nil : try reader.readArray { (reader) throws(JSONReadError) in try reader.readString() }
                case "tag": tag = try reader.readString()
                default: try reader.skipValue()
                }
            }
            guard let action, let date, let tag else { throw reader.error("a history line without its action, date or tag", at: start) }
            return HistoryRecord(action: action, kind: kind, author: author, date: date, projects: projects, tag: tag)
        }
    }

    private init(action: StoredHistoryAction, kind: String?, author: String?, date: Double, projects: [String]?, tag: String) {
        (self.action, self.kind, self.author, self.date, self.projects, self.tag) = (action, kind, author, date, projects, tag)
    }

    /// The line's value.
    var value: Data {
        var writer = JSONWriter(capacity: 192)
        StoredHistoryOpening.write(action: action, kind: kind, author: author, date: date, to: &writer)
        if let projects {
            writer.raw(#","projects":"#)
            writer.array(projects) { $0.string($1) }
        }
        writer.raw(#","tag":"#)
        writer.string(tag)
        writer.raw("}")
        return Data(writer.bytes)
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

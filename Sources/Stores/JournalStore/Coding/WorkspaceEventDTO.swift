import Domain
import FastCoding
import Foundation
import StoreRecords

/// A ``Domain/WorkspaceEvent`` as stored: `kind` is `commit`, `undo` or `redo`, `author` who recorded it
/// (absent before format 3: the migrating author's). A commit has its change; in the journal an undo or
/// redo carries the change it takes back or applies again too (format 1 wrote none, and replayed them
/// from the stacks).
struct WorkspaceEventDTO {
    var kind: String
    var author: String?
    var date: Double
    var change: ChangeDTO?

    init(reading reader: inout JSONReader) throws(JSONReadError) {
        var kind: String?, author: String?, date: Double?, change: ChangeDTO?
        let start = reader.offset
        try reader.readObject { (key, reader) throws(JSONReadError) in
            switch key {
            case "kind": kind = try reader.readString()
            case "author": author = try reader.readString()
            case "date": date = try reader.readDouble()
            case "change": change = try ChangeDTO(reading: &reader)
            default: try reader.skipValue()
            }
        }
        guard let kind, let date else { throw reader.error("an event lacks a field", at: start) }
        (self.kind, self.author, self.date, self.change) = (kind, author, date, change)
    }

    /// The author, or `legacyAuthor` for an event of format 2 and older.
    func author(legacyAuthor: Author) -> Author { author.map(Author.init) ?? legacyAuthor }

    func event(legacyAuthor: Author) throws(StoredValueError) -> WorkspaceEvent {
        let date = try StoredInstant.date(date, field: "date")
        let author = author(legacyAuthor: legacyAuthor)
        switch kind {
        case "commit":
            guard let change else { throw StoredValueError("a commit event has no change") }
            return .commit(try change.change(), by: author, date: date)
        case "undo": return .undo(by: author, date: date)
        case "redo": return .redo(by: author, date: date)
        default: throw StoredValueError("unknown event '\(kind)'")
        }
    }
}

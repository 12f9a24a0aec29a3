import Domain
import FastCoding
import Foundation

/// A ``Domain/WorkspaceEvent`` as stored: `kind` is `commit`, `undo` or `redo`. A commit has its change;
/// in the current journal an undo or redo carries the change it takes back or applies again too (format 1
/// wrote none, and replayed them from the stacks).
struct WorkspaceEventDTO {
    var kind: String
    var date: Double
    var change: ChangeDTO?

    init(_ event: WorkspaceEvent) {
        switch event {
        case let .commit(change, date): (kind, self.date, self.change) = ("commit", date.timeIntervalSinceReferenceDate, ChangeDTO(change))
        case let .undo(date): (kind, self.date, change) = ("undo", date.timeIntervalSinceReferenceDate, nil)
        case let .redo(date): (kind, self.date, change) = ("redo", date.timeIntervalSinceReferenceDate, nil)
        }
    }

    func write(to writer: inout JSONWriter) {
        writer.raw(#"{"kind":"#)
        writer.string(kind)
        writer.raw(#","date":"#)
        writer.number(date)
        if let change {
            writer.raw(#","change":"#)
            change.write(to: &writer)
        }
        writer.raw("}")
    }

    init(reading reader: inout JSONReader) throws(JSONReadError) {
        var kind: String?, date: Double?, change: ChangeDTO?
        let start = reader.offset
        try reader.readObject { (key, reader) throws(JSONReadError) in
            switch key {
            case "kind": kind = try reader.readString()
            case "date": date = try reader.readDouble()
            case "change": change = try ChangeDTO(reading: &reader)
            default: try reader.skipValue()
            }
        }
        guard let kind, let date else { throw reader.error("an event lacks a field", at: start) }
        (self.kind, self.date, self.change) = (kind, date, change)
    }

    func event() throws(InvalidRecord) -> WorkspaceEvent {
        let date = try StoredInstant.date(date, field: "date")
        switch kind {
        case "commit":
            guard let change else { throw InvalidRecord("a commit event has no change") }
            return .commit(try change.change(), date: date)
        case "undo": return .undo(date: date)
        case "redo": return .redo(date: date)
        default: throw InvalidRecord("unknown event '\(kind)'")
        }
    }
}

import Domain
import FastCoding
import Foundation

/// A history line as stored; `date` as in ``ProjectDTO``.
struct HistoryEntryDTO {
    var action: HistoryActionDTO
    var date: Double

    init(_ entry: HistoryEntry) {
        action = HistoryActionDTO(entry.action)
        date = entry.date.timeIntervalSinceReferenceDate
    }

    func write(to writer: inout JSONWriter) {
        writer.raw(#"{"action":"#)
        action.write(to: &writer)
        writer.raw(#","date":"#)
        writer.number(date)
        writer.raw("}")
    }

    init(reading reader: inout JSONReader) throws(JSONReadError) {
        var action: HistoryActionDTO?, date: Double?
        let start = reader.offset
        try reader.readObject { (key, reader) throws(JSONReadError) in
            switch key {
            case "action": action = try HistoryActionDTO(reading: &reader)
            case "date": date = try reader.readDouble()
            default: try reader.skipValue()
            }
        }
        guard let action, let date else { throw reader.error("a history entry lacks a field", at: start) }
        (self.action, self.date) = (action, date)
    }

    func entry() throws(InvalidRecord) -> HistoryEntry {
        HistoryEntry(action: try action.action(), date: try StoredInstant.date(date, field: "date"))
    }
}

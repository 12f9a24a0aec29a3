import Domain
import FastCoding
import Foundation

/// One journal line after the header: an event and its sequence number.
///
/// The line is written as `{"event":{…},"seq":N}` with `seq` *last*, so that a writer learns the last
/// sequence number from the file's final few bytes without parsing (or even reading) the whole line.
struct JournalEntry {
    var event: WorkspaceEventDTO
    var seq: Int

    init(reading reader: inout JSONReader) throws(JSONReadError) {
        var event: WorkspaceEventDTO?, seq: Int?
        let start = reader.offset
        try reader.readObject { (key, reader) throws(JSONReadError) in
            switch key {
            case "event": event = try WorkspaceEventDTO(reading: &reader)
            case "seq": seq = try reader.readInt()
            default: try reader.skipValue()
            }
        }
        guard let event, let seq else { throw reader.error("a journal entry lacks a field", at: start) }
        (self.event, self.seq) = (event, seq)
    }

    /// The bytes of one line, newline included.
    static func line(_ event: WorkspaceEvent, sequence: Int) -> [UInt8] {
        var writer = JSONWriter()
        writer.raw(#"{"event":"#)
        WorkspaceEventDTO(event).write(to: &writer)
        writer.raw(#","seq":"#)
        writer.number(sequence)
        writer.raw("}\n")
        return writer.bytes
    }

    /// The sequence number at the end of a line written by ``line(_:sequence:)``, newline
    /// excluded; `nil` if the bytes do not end that way.
    static func trailingSequence(of bytes: some BidirectionalCollection<UInt8>) -> Int? {
        let suffix = Array(bytes.suffix(32))
        guard suffix.last == UInt8(ascii: "}") else { return nil }
        var index = suffix.count - 2, value = 0, scale = 1
        while index >= 0, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(suffix[index]) {
            value += Int(suffix[index] - UInt8(ascii: "0")) * scale
            scale *= 10
            index -= 1
            if scale > 1_000_000_000_000_000 { return nil }
        }
        let key = Array(#","seq":"#.utf8)
        guard scale > 1, index + 1 >= key.count, Array(suffix[(index + 1 - key.count)...index]) == key else { return nil }
        return value
    }
}

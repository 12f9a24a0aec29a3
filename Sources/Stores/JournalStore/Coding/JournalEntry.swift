import Domain
import FastCoding
import Foundation

/// One line of a first-format journal after its header, `{"event":{…},"seq":N}`: read only to migrate
/// the store. `seq` is last, so a line's number is found in its final bytes without parsing it.
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

    /// The sequence number at the end of a line (`…,"seq":N}`), newline excluded; `nil` if the bytes do
    /// not end that way.
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

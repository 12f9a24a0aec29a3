import Domain
import FastCoding
import StoreRecords

/// One line of the journal after its header: `{"seq":N,"event":{…},"crc":"xxxxxxxx"}`.
///
/// Every record can be checked on its own: `crc` is the CRC-32 of the bytes before `,"crc"`, and `seq`
/// must continue the line before it. A record whose checksum or number is wrong is damage (a complete
/// line cannot be torn by a crash: an append writes it whole, newline last), so the store is refused
/// with the file and the line named, instead of a change being silently skipped or misapplied.
///
/// An undo or redo record carries the change it takes back or applies again, so the journal replays
/// without reading the snapshot's stacks.
enum JournalRecord {
    /// The bytes after the checksummed part: `,"crc":"` + 8 hex digits + `"}`.
    private static let trailerLength = 18
    private static let crcKey = Array(#","crc":""#.utf8)
    private static let seqKey = Array(#"{"seq":"#.utf8)

    /// The bytes of one record, newline included, around `change` already encoded (by ``ChangeDTO``).
    static func line(kind: String, author: Author, date: Double, change: [UInt8], sequence: Int) -> [UInt8] {
        var writer = JSONWriter(capacity: change.count + 256)
        writer.raw(#"{"seq":"#)
        writer.number(sequence)
        writer.raw(#","event":{"kind":"#)
        writer.string(kind)
        writer.raw(#","author":"#)
        writer.string(author.name)
        writer.raw(#","date":"#)
        writer.number(date)
        writer.raw(#","change":"#)
        var bytes = writer.bytes
        bytes += change
        bytes.append(UInt8(ascii: "}"))
        let crc = bytes.withUnsafeBytes { CRC32.hex($0) }
        bytes += crcKey
        bytes += crc
        bytes += Array("\"}\n".utf8)
        return bytes
    }

    /// Checks a complete line (newline excluded) and returns its sequence number; no JSON is parsed,
    /// so a writer can verify the whole journal cheaply before it appends.
    static func verify(_ line: UnsafeRawBufferPointer) throws(StoredValueError) -> Int {
        let count = line.count
        guard count > trailerLength + seqKey.count, line.starts(with: seqKey) else {
            throw StoredValueError("it is not a journal record")
        }
        let trailer = count - trailerLength
        guard Array(line[trailer..<(trailer + crcKey.count)]) == crcKey, line[count - 2] == UInt8(ascii: "\""),
              line[count - 1] == UInt8(ascii: "}") else {
            throw StoredValueError("it has no checksum")
        }
        let stored = Array(line[(trailer + crcKey.count)..<(count - 2)])
        guard CRC32.hex(UnsafeRawBufferPointer(rebasing: line[0..<trailer])) == stored else {
            throw StoredValueError("its checksum does not match: the line was damaged or edited")
        }
        var value = 0, index = seqKey.count
        while index < trailer, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(line[index]), value < 1 << 50 {
            value = value * 10 + Int(line[index] - UInt8(ascii: "0"))
            index += 1
        }
        guard index > seqKey.count, index < trailer, line[index] == UInt8(ascii: ",") else {
            throw StoredValueError("it has no sequence number")
        }
        return value
    }

    /// The event of a line that ``verify(_:)`` accepted.
    static func event(_ line: UnsafeRawBufferPointer) throws(JSONReadError) -> WorkspaceEventDTO {
        try JSONReader.read(line) { (reader) throws(JSONReadError) in
            var event: WorkspaceEventDTO?
            try reader.readObject { (key, reader) throws(JSONReadError) in
                switch key {
                case "event": event = try WorkspaceEventDTO(reading: &reader)
                default: try reader.skipValue()
                }
            }
            guard let event else { throw reader.error("a journal record has no event", at: 0) }
            return event
        }
    }
}

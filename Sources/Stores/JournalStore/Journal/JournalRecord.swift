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
        guard count > trailerLength + seqKey.count, Self.line(line, holds: seqKey, at: 0) else {
            throw StoredValueError("it is not a journal record")
        }
        let trailer = count - trailerLength
        guard Self.line(line, holds: crcKey, at: trailer), line[count - 2] == UInt8(ascii: "\""),
              line[count - 1] == UInt8(ascii: "}") else {
            throw StoredValueError("it has no checksum")
        }
        guard CRC32.matches(UnsafeRawBufferPointer(rebasing: line[0..<trailer]), hex: line[(trailer + crcKey.count)..<(count - 2)]) else {
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

    /// The kind and the author of a line that ``verify(_:)`` accepted, read from the bytes ``line(kind:author:date:change:sequence:)``
    /// writes first (`{"seq":N,"event":{"kind":"…","author":"…"`), its change left unparsed: how an undo
    /// follows one author's stacks through the journal. `nil` when the line is laid out otherwise or the
    /// author's name holds an escape: then the caller parses the line whole.
    static func kindAndAuthor(_ line: UnsafeRawBufferPointer) -> (kind: JournalOverlay.Kind, author: Range<Int>)? {
        var index = seqKey.count
        while index < line.count, line[index] != UInt8(ascii: ",") { index += 1 }
        guard let kindEnd = expect(kindKey, in: line, at: index).flatMap({ closingQuote(in: line, from: $0) }),
              let kind = kinds.first(where: { $0.name.count == kindEnd - index - kindKey.count && Self.line(line, holds: $0.name, at: index + kindKey.count) })?.kind,
              let authorStart = expect(authorKey, in: line, at: kindEnd + 1), let authorEnd = closingQuote(in: line, from: authorStart)
        else { return nil }
        return (kind, authorStart..<authorEnd)
    }

    private static let kindKey = Array(#","event":{"kind":""#.utf8)
    private static let authorKey = Array(#","author":""#.utf8)
    private static let kinds = [JournalOverlay.Kind.commit, .undo, .redo].map { (kind: $0, name: Array($0.rawValue.utf8)) }

    /// The index after `key` when `line` holds it at `index`.
    private static func expect(_ key: [UInt8], in line: UnsafeRawBufferPointer, at index: Int) -> Int? {
        Self.line(line, holds: key, at: index) ? index + key.count : nil
    }

    /// Whether `line` holds `key` at `index`, compared in place: every record of every command is checked
    /// so, where a slice's generic `elementsEqual` cost some 250 instructions a look.
    static func line(_ line: UnsafeRawBufferPointer, holds key: [UInt8], at index: Int) -> Bool {
        guard index >= 0, index + key.count <= line.count else { return false }
        return key.withUnsafeBufferPointer { key in
            var offset = 0
            while offset < key.count, line[index + offset] == key[offset] { offset += 1 }
            return offset == key.count
        }
    }

    /// The index of the quote closing a string that starts at `index`; `nil` at an escape.
    private static func closingQuote(in line: UnsafeRawBufferPointer, from index: Int) -> Int? {
        var end = index
        while end < line.count {
            switch line[end] {
            case UInt8(ascii: "\\"): return nil
            case UInt8(ascii: "\""): return end
            default: end += 1
            }
        }
        return nil
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

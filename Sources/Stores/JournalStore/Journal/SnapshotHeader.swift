import FastCoding
import StoreRecords

/// The first line of `snapshot.json`: the format version, the last journal record the snapshot holds,
/// which snapshot it is and which journal it folded (its ``Lineage``), and where each section of lines
/// begins and ends, so that a reader goes straight to the part it needs.
///
/// The line is sealed as every line of the snapshot is (format 4 on, ``SealedLine``), then padded with
/// spaces to a fixed length, so the sections' offsets can be computed before the header is written and a
/// writer checks a snapshot by reading only its first bytes.
struct SnapshotHeader: Equatable {
    /// Bytes of one section of the file: `count` lines from `offset` to `end`.
    struct Section: Equatable {
        var offset: Int
        var end: Int
        var count: Int
    }

    /// The header line's length, newline included: room for a lineage, a seal and offsets of billions.
    static let length = 512

    /// The header line's length in a file of `version` (before format 4: 256).
    static func length(version: Int) -> Int {
        version >= SnapshotLineage.firstVersion ? length : 256
    }

    /// The header line of a snapshot whose first bytes (at least ``length`` of them, unless the file is
    /// shorter) are `head`, without its newline; `nil` when it is not complete.
    static func headLine(_ head: [UInt8]) -> ArraySlice<UInt8>? {
        let count = length(version: StoreFormat.leadingVersion(head) ?? StoreFormat.version)
        guard head.count >= count, head[count - 1] == UInt8(ascii: "\n") else { return nil }
        return head[..<(count - 1)]
    }

    var version: Int
    var sequence: Int
    /// `nil` before format 4, whose snapshots did not name their journals.
    var lineage: SnapshotLineage?
    var history: Section
    var undo: Section
    var redo: Section
    /// Which lines of the stacks are whose (format 3 on; see ``LineSnapshot``): `nil` in format 2, whose
    /// stacks belong to one unnamed person.
    var authors: Section?
    var projects: Section

    /// Whether each line carries a checksum (format 4 on, ``SealedLine``).
    var isSealed: Bool { version >= SnapshotLineage.firstVersion }

    /// The file's whole length: a snapshot cut short is refused at once.
    var size: Int { projects.end }

    /// The header line, padded to ``length`` bytes (newline included).
    var line: [UInt8] {
        var writer = JSONWriter()
        writer.raw(#"{"version":"#)
        writer.number(version)
        writer.raw(#","sequence":"#)
        writer.number(sequence)
        lineage?.write(to: &writer, version: version)
        for case let (name, section?) in [("history", history), ("undo", undo), ("redo", redo), ("authors", authors), ("projects", projects)] {
            writer.raw(",")
            writer.string(name)
            writer.raw(":")
            writer.array([section.offset, section.end, section.count]) { $0.number($1) }
        }
        writer.raw("}")
        var bytes = writer.bytes
        SealedLine.seal(&bytes, from: 0)
        precondition(bytes.count < Self.length, "a snapshot header outgrew its line")
        bytes += [UInt8](repeating: UInt8(ascii: " "), count: Self.length - 1 - bytes.count)
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }

    init(
        version: Int, sequence: Int, lineage: SnapshotLineage?, history: Section, undo: Section, redo: Section, authors: Section?,
        projects: Section
    ) {
        (self.version, self.sequence, self.lineage) = (version, sequence, lineage)
        (self.history, self.undo, self.redo, self.authors, self.projects) = (history, undo, redo, authors, projects)
    }

    /// Reads the header from its line (``headLine(_:)``): without its padding, its seal checked from
    /// format 4 on.
    static func read(_ head: ArraySlice<UInt8>) throws(JSONReadError) -> SnapshotHeader {
        // A plain loop: a reversed view of the bytes is a generic type the runtime would look up on every start.
        var line = head
        while let last = line.last, last == UInt8(ascii: " ") { line.removeLast() }
        if let version = StoreFormat.leadingVersion(line), version >= SnapshotLineage.firstVersion {
            do { line = try SealedLine.opened(line) } catch { throw JSONReadError(reason: error.description, offset: 0) }
        }
        return try JSONReader.read(line) { (reader) throws(JSONReadError) in try SnapshotHeader(reading: &reader) }
    }

    /// Reads a header line (its seal, padding and newline excluded).
    init(reading reader: inout JSONReader) throws(JSONReadError) {
        var version: Int?, sequence: Int?, sections: [String: Section] = [:], lineage = SnapshotLineage.Reading()
        try reader.readObject { (key, reader) throws(JSONReadError) in
            switch key {
            case "version": version = try StoreFormat.readVersion(&reader)
            case "sequence": sequence = try reader.readInt()
            case "id", "after", "folded", "generation": try lineage.read(key, &reader)
            case "history", "undo", "redo", "authors", "projects":
                let numbers = try reader.readArray { (reader) throws(JSONReadError) in try reader.readInt() }
                guard numbers.count == 3, numbers[0] <= numbers[1], numbers.allSatisfy({ $0 >= 0 }) else {
                    throw reader.error("the section \(key.text) is not [offset, end, count]")
                }
                sections[key.text] = Section(offset: numbers[0], end: numbers[1], count: numbers[2])
            default: try reader.skipValue()
            }
        }
        guard let version, let sequence, let history = sections["history"], let undo = sections["undo"],
              let redo = sections["redo"], let projects = sections["projects"] else {
            throw reader.error("the header lacks a field", at: 0)
        }
        let authors = sections["authors"]
        let named = try lineage.lineage(version: version, reader)
        guard history.offset == Self.length(version: version), undo.offset == history.end, redo.offset == undo.end,
              (authors?.offset ?? redo.end) == redo.end, projects.offset == (authors?.end ?? redo.end),
              (authors == nil) == (version < 3) else {
            throw reader.error("the sections do not follow each other", at: 0)
        }
        self.init(version: version, sequence: sequence, lineage: named, history: history, undo: undo, redo: redo, authors: authors, projects: projects)
    }
}

import FastCoding

/// The first line of `snapshot.json`: the format version, the last journal record the snapshot holds,
/// and where each section of lines begins and ends, so that a reader goes straight to the part it needs.
///
/// The line is padded with spaces to a fixed length, so the sections' offsets can be computed before
/// the header is written and a writer checks a snapshot by reading only its first bytes.
struct SnapshotHeader: Equatable {
    /// Bytes of one section of the file: `count` lines from `offset` to `end`.
    struct Section: Equatable {
        var offset: Int
        var end: Int
        var count: Int
    }

    static let length = 256

    var version: Int
    var sequence: Int
    var history: Section
    var undo: Section
    var redo: Section
    /// Which lines of the stacks are whose (format 3 on; see ``LineSnapshot``): `nil` in format 2, whose
    /// stacks belong to one unnamed person.
    var authors: Section?
    var projects: Section

    /// The file's whole length: a snapshot cut short is refused at once.
    var size: Int { projects.end }

    /// The header line, padded to ``length`` bytes (newline included).
    var line: [UInt8] {
        var writer = JSONWriter()
        writer.raw(#"{"version":"#)
        writer.number(version)
        writer.raw(#","sequence":"#)
        writer.number(sequence)
        for case let (name, section?) in [("history", history), ("undo", undo), ("redo", redo), ("authors", authors), ("projects", projects)] {
            writer.raw(",")
            writer.string(name)
            writer.raw(":")
            writer.array([section.offset, section.end, section.count]) { $0.number($1) }
        }
        writer.raw("}")
        var bytes = writer.bytes
        precondition(bytes.count < Self.length, "a snapshot header outgrew its line")
        bytes += [UInt8](repeating: UInt8(ascii: " "), count: Self.length - 1 - bytes.count)
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }

    init(version: Int, sequence: Int, history: Section, undo: Section, redo: Section, authors: Section?, projects: Section) {
        (self.version, self.sequence) = (version, sequence)
        (self.history, self.undo, self.redo, self.authors, self.projects) = (history, undo, redo, authors, projects)
    }

    /// Reads a header line (its padding and newline excluded).
    init(reading reader: inout JSONReader) throws(JSONReadError) {
        var version: Int?, sequence: Int?, sections: [String: Section] = [:]
        try reader.readObject { (key, reader) throws(JSONReadError) in
            switch key {
            case "version": version = try StoreFormat.readVersion(&reader)
            case "sequence": sequence = try reader.readInt()
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
        guard history.offset == Self.length, undo.offset == history.end, redo.offset == undo.end,
              (authors?.offset ?? redo.end) == redo.end, projects.offset == (authors?.end ?? redo.end),
              (authors == nil) == (version < 3) else {
            throw reader.error("the sections do not follow each other", at: 0)
        }
        self.init(version: version, sequence: sequence, history: history, undo: undo, redo: redo, authors: authors, projects: projects)
    }
}

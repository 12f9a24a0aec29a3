import Domain
import FastCoding

/// One line of a snapshot's `authors` section: where one author's undo and redo lines lie.
///
/// Each author's stack is a run of lines inside the undo (or redo) section, so the top of one person's
/// stack is read from the end of their run, whoever else shares the store.
struct AuthorStacks: Equatable {
    var author: Author
    var undo: SnapshotHeader.Section
    var redo: SnapshotHeader.Section

    /// `{"author":"alice@one","undo":[offset,end,count],"redo":[offset,end,count]}`
    var line: [UInt8] {
        var writer = JSONWriter()
        writer.raw(#"{"author":"#)
        writer.string(author.name)
        for (name, section) in [("undo", undo), ("redo", redo)] {
            writer.raw(",")
            writer.string(name)
            writer.raw(":")
            writer.array([section.offset, section.end, section.count]) { $0.number($1) }
        }
        writer.raw("}")
        return writer.bytes
    }

    init(author: Author, undo: SnapshotHeader.Section, redo: SnapshotHeader.Section) {
        (self.author, self.undo, self.redo) = (author, undo, redo)
    }

    /// Reads a line, checking that each run lies inside its section.
    init(reading reader: inout JSONReader, within header: SnapshotHeader) throws(JSONReadError) {
        var author: String?, runs: [String: SnapshotHeader.Section] = [:]
        try reader.readObject { (key, reader) throws(JSONReadError) in
            switch key {
            case "author": author = try reader.readString()
            case "undo", "redo":
                let numbers = try reader.readArray { (reader) throws(JSONReadError) in try reader.readInt() }
                let section = key == "undo" ? header.undo : header.redo
                guard numbers.count == 3, section.offset <= numbers[0], numbers[0] <= numbers[1], numbers[1] <= section.end,
                      numbers[2] >= 0, numbers[2] <= section.count else {
                    throw reader.error("the \(key.text) run is not [offset, end, count] inside its section")
                }
                runs[key.text] = SnapshotHeader.Section(offset: numbers[0], end: numbers[1], count: numbers[2])
            default: try reader.skipValue()
            }
        }
        guard let author, let undo = runs["undo"], let redo = runs["redo"] else { throw reader.error("an author's line lacks a field", at: 0) }
        self.init(author: Author(author), undo: undo, redo: redo)
    }
}

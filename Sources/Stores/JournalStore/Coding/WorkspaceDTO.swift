import Domain
import FastCoding
import StoreRecords

/// A whole ``Domain/Workspace`` as stored: projects, history (oldest first) and every author's stacks.
enum WorkspaceDTO {
    /// Writes `{"projects":[…],"history":[…],"undo":{"alice@one":[…]},"redo":{…}}`, history and stacks
    /// oldest first, authors in order. The projects come first: the stacks refer to them by id where an
    /// image is the project as it stands.
    static func write(_ workspace: Workspace, to writer: inout JSONWriter) {
        writer.raw(#"{"projects":"#)
        writer.array(workspace.projects.values) { writer, project in StoredProject(project).write(to: &writer) }
        writer.raw(#","history":"#)
        writer.array(workspace.history) { writer, entry in HistoryEntryDTO(entry).write(to: &writer) }
        for (name, stacks) in [("undo", workspace.undoStacks), ("redo", workspace.redoStacks)] {
            writer.raw(",")
            writer.string(name)
            writer.raw(":{")
            for (index, author) in stacks.keys.sorted().enumerated() {
                if index > 0 { writer.raw(",") }
                writer.string(author.name)
                writer.raw(":")
                writer.array(stacks[author] ?? []) { writer, change in ChangeDTO(change).write(to: &writer, current: workspace.projects) }
            }
            writer.raw("}")
        }
        writer.raw("}")
    }

    /// Reads a stored workspace straight into Domain values, one record at a time, so that a large
    /// store never holds all its DTOs and all its projects at once. Before format 3 there was one pair of
    /// stacks and no authors: they are read as `legacyAuthor`'s.
    static func readWorkspace(_ reader: inout JSONReader, version: Int, legacyAuthor: Author) throws(JSONReadError) -> Workspace {
        var projects: [Project]?, history: [HistoryEntry]?, undo: [Author: [Change]]?, redo: [Author: [Change]]?
        var current: [ProjectID: Project] = [:] // what the stacks' ids refer to, once the projects are read
        let start = reader.offset
        func converted<Value>(_ reader: inout JSONReader, _ convert: (inout JSONReader) throws(JSONReadError) -> () throws(StoredValueError) -> Value) throws(JSONReadError) -> Value {
            let record = reader.offset
            let conversion = try convert(&reader)
            do { return try conversion() } catch { throw reader.error(error.description, at: record) }
        }
        try reader.readObject { (key, reader) throws(JSONReadError) in
            switch key {
            case "projects":
                let read = try reader.readArray { (reader) throws(JSONReadError) in
                    try converted(&reader) { (reader) throws(JSONReadError) in try StoredProject(reading: &reader).project }
                }
                projects = read
                current = Dictionary(read.map { ($0.id, $0) }, uniquingKeysWith: { _, newer in newer })
            case "history": history = try reader.readArray { (reader) throws(JSONReadError) in
                try converted(&reader) { (reader) throws(JSONReadError) in
                    let dto = try HistoryEntryDTO(reading: &reader)
                    return { () throws(StoredValueError) in try dto.entry(legacyAuthor: legacyAuthor) }
                }
            }
            case "undo", "redo":
                func changes(_ reader: inout JSONReader) throws(JSONReadError) -> [Change] {
                    try reader.readArray { (reader) throws(JSONReadError) in
                        try converted(&reader) { (reader) throws(JSONReadError) in try ChangeDTO(reading: &reader, current: current).change }
                    }
                }
                var stacks: [Author: [Change]] = [:]
                if version < 3 {
                    stacks[legacyAuthor] = try changes(&reader)
                } else {
                    try reader.readObject { (name, reader) throws(JSONReadError) in stacks[Author(name.text), default: []] += try changes(&reader) }
                }
                if key == "undo" { undo = stacks } else { redo = stacks }
            default: try reader.skipValue()
            }
        }
        guard let projects, let history, let undo, let redo else { throw reader.error("the workspace lacks a field", at: start) }
        return Workspace(projects: projects, history: history, undoStacks: undo, redoStacks: redo)
    }
}

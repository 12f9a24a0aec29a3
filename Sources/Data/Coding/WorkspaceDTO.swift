import Domain
import FastCoding

/// A whole ``Domain/Workspace`` as stored: projects, history (oldest first) and both stacks.
enum WorkspaceDTO {
    /// Writes `{"projects":[…],"history":[…],"undo":[…],"redo":[…]}`, history oldest first. The projects
    /// come first: the stacks refer to them by id where an image is the project as it stands.
    static func write(_ workspace: Workspace, to writer: inout JSONWriter) {
        writer.raw(#"{"projects":"#)
        writer.array(workspace.projects.values) { writer, project in ProjectDTO(project).write(to: &writer) }
        writer.raw(#","history":"#)
        writer.array(workspace.history) { writer, entry in HistoryEntryDTO(entry).write(to: &writer) }
        writer.raw(#","undo":"#)
        writer.array(workspace.undoStack) { writer, change in ChangeDTO(change).write(to: &writer, current: workspace.projects) }
        writer.raw(#","redo":"#)
        writer.array(workspace.redoStack) { writer, change in ChangeDTO(change).write(to: &writer, current: workspace.projects) }
        writer.raw("}")
    }

    /// Reads a stored workspace straight into Domain values, one record at a time, so that a large
    /// store never holds all its DTOs and all its projects at once.
    static func readWorkspace(_ reader: inout JSONReader) throws(JSONReadError) -> Workspace {
        var projects: [Project]?, history: [HistoryEntry]?, undo: [Change]?, redo: [Change]?
        var current: [ProjectID: Project] = [:] // what the stacks' ids refer to, once the projects are read
        let start = reader.offset
        func converted<Value>(_ reader: inout JSONReader, _ convert: (inout JSONReader) throws(JSONReadError) -> () throws(InvalidRecord) -> Value) throws(JSONReadError) -> Value {
            let record = reader.offset
            let conversion = try convert(&reader)
            do { return try conversion() } catch { throw reader.error(error.description, at: record) }
        }
        try reader.readObject { (key, reader) throws(JSONReadError) in
            switch key {
            case "projects":
                let read = try reader.readArray { (reader) throws(JSONReadError) in
                    try converted(&reader) { (reader) throws(JSONReadError) in try ProjectDTO(reading: &reader).project }
                }
                projects = read
                current = Dictionary(read.map { ($0.id, $0) }, uniquingKeysWith: { _, newer in newer })
            case "history": history = try reader.readArray { (reader) throws(JSONReadError) in
                try converted(&reader) { (reader) throws(JSONReadError) in try HistoryEntryDTO(reading: &reader).entry }
            }
            case "undo": undo = try reader.readArray { (reader) throws(JSONReadError) in
                try converted(&reader) { (reader) throws(JSONReadError) in try ChangeDTO(reading: &reader, current: current).change }
            }
            case "redo": redo = try reader.readArray { (reader) throws(JSONReadError) in
                try converted(&reader) { (reader) throws(JSONReadError) in try ChangeDTO(reading: &reader, current: current).change }
            }
            default: try reader.skipValue()
            }
        }
        guard let projects, let history, let undo, let redo else { throw reader.error("the workspace lacks a field", at: start) }
        return Workspace(projects: projects, history: history, undoStack: undo, redoStack: redo)
    }
}

import Domain

/// An undoable ``Domain/Change`` as stored: its history action and both images of the projects.
struct ChangeDTO {
    var action: HistoryActionDTO
    // Projects, not ProjectDTOs: converted as each is read, so a change of 100,000 projects (an import's
    // undo step) never holds 100,000 DTOs and their strings beside the projects (load peak -25 MB).
    var before: [Project]
    var after: [Project]

    init(_ change: Change) {
        action = HistoryActionDTO(change.action)
        before = change.before
        after = change.after
    }

    func write(to writer: inout JSONWriter) {
        writer.raw(#"{"action":"#)
        action.write(to: &writer)
        writer.raw(#","before":"#)
        writer.array(before) { writer, project in ProjectDTO(project).write(to: &writer) }
        writer.raw(#","after":"#)
        writer.array(after) { writer, project in ProjectDTO(project).write(to: &writer) }
        writer.raw("}")
    }

    init(reading reader: inout JSONReader) throws(JSONReadError) {
        var action: HistoryActionDTO?, before: [Project]?, after: [Project]?
        let start = reader.offset
        try reader.readObject { (key, reader) throws(JSONReadError) in
            switch key {
            case "action": action = try HistoryActionDTO(reading: &reader)
            case "before": before = try reader.readArray(of: Self.readProject)
            case "after": after = try reader.readArray(of: Self.readProject)
            default: try reader.skipValue()
            }
        }
        guard let action, let before, let after else { throw reader.error("a change lacks a field", at: start) }
        (self.action, self.before, self.after) = (action, before, after)
    }

    func change() throws(InvalidRecord) -> Change {
        Change(action: try action.action(), before: before, after: after)
    }

    /// One project, converted at once; a record that is JSON but not a project is an error at its byte.
    private static func readProject(_ reader: inout JSONReader) throws(JSONReadError) -> Project {
        let start = reader.offset
        let dto = try ProjectDTO(reading: &reader)
        do { return try dto.project() } catch { throw reader.error(error.description, at: start) }
    }
}

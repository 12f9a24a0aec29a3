import Domain

/// An undoable ``Domain/Change`` as stored: its history action and both images of the projects.
struct ChangeDTO {
    var action: HistoryActionDTO
    var before: [ProjectDTO]
    var after: [ProjectDTO]

    init(_ change: Change) {
        action = HistoryActionDTO(change.action)
        before = change.before.map(ProjectDTO.init)
        after = change.after.map(ProjectDTO.init)
    }

    func write(to writer: inout JSONWriter) {
        writer.raw(#"{"action":"#)
        action.write(to: &writer)
        writer.raw(#","before":"#)
        writer.array(before) { writer, project in project.write(to: &writer) }
        writer.raw(#","after":"#)
        writer.array(after) { writer, project in project.write(to: &writer) }
        writer.raw("}")
    }

    init(reading reader: inout JSONReader) throws(JSONReadError) {
        var action: HistoryActionDTO?, before: [ProjectDTO]?, after: [ProjectDTO]?
        let start = reader.offset
        try reader.readObject { (key, reader) throws(JSONReadError) in
            switch key {
            case "action": action = try HistoryActionDTO(reading: &reader)
            case "before": before = try reader.readArray { (reader) throws(JSONReadError) in try ProjectDTO(reading: &reader) }
            case "after": after = try reader.readArray { (reader) throws(JSONReadError) in try ProjectDTO(reading: &reader) }
            default: try reader.skipValue()
            }
        }
        guard let action, let before, let after else { throw reader.error("a change lacks a field", at: start) }
        (self.action, self.before, self.after) = (action, before, after)
    }

    func change() throws(InvalidRecord) -> Change {
        var old: [Project] = [], new: [Project] = []
        for project in before { old.append(try project.project()) }
        for project in after { new.append(try project.project()) }
        return Change(action: try action.action(), before: old, after: new)
    }
}

import Domain
import FastCoding
import StoreRecords

/// An undoable ``Domain/Change`` as stored: its history action and both images of the projects.
struct ChangeDTO {
    var action: StoredHistoryAction
    // Projects, not stored projects: converted as each is read, so a change of many projects (an import's
    // undo step) never holds their DTOs and strings beside the projects.
    var before: [Project]
    var after: [Project]

    init(_ change: Change) {
        action = StoredHistoryAction(change.action)
        before = change.before
        after = change.after
    }

    /// Writes the change. Inside a snapshot, `current` is the snapshot's own projects: an image equal to
    /// the project as it stands is written as just its id (an import's undo step would otherwise store
    /// every imported project twice, and read them twice on every load). `written` is told where each
    /// image lies in the writer's bytes, the before images' then the after images'.
    func write(to writer: inout JSONWriter, current: [ProjectID: Project] = [:], written: (Range<Int>) -> Void = { _ in }) {
        func image(_ writer: inout JSONWriter, _ project: Project) {
            let start = writer.bytes.count
            if !current.isEmpty, current[project.id] == project {
                writer.id(project.id)
            } else {
                StoredProject(project).write(to: &writer)
            }
            written(start..<writer.bytes.count)
        }
        writer.raw(#"{"action":"#)
        action.write(to: &writer)
        writer.raw(#","before":"#)
        writer.array(before, image)
        writer.raw(#","after":"#)
        writer.array(after, image)
        writer.raw("}")
    }

    /// Reads a change; an image written as an id is the project of that id in `current`.
    init(reading reader: inout JSONReader, current: [ProjectID: Project] = [:]) throws(JSONReadError) {
        var action: StoredHistoryAction?, before: [Project]?, after: [Project]?
        let start = reader.offset
        try reader.readObject { (key, reader) throws(JSONReadError) in
            switch key {
            case "action": action = try StoredHistoryAction(reading: &reader)
            case "before": before = try reader.readArray { (reader) throws(JSONReadError) in try Self.readProject(&reader, current) }
            case "after": after = try reader.readArray { (reader) throws(JSONReadError) in try Self.readProject(&reader, current) }
            default: try reader.skipValue()
            }
        }
        guard let action, let before, let after else { throw reader.error("a change lacks a field", at: start) }
        (self.action, self.before, self.after) = (action, before, after)
    }

    func change() throws(StoredValueError) -> Change {
        Change(action: try action.action(), before: before, after: after)
    }

    /// One project, converted at once; a record that is JSON but not a project is an error at its byte.
    private static func readProject(_ reader: inout JSONReader, _ current: [ProjectID: Project]) throws(JSONReadError) -> Project {
        let start = reader.offset
        if try reader.peek() == UInt8(ascii: "\"") {
            let id = try reader.readString()
            guard let project = IDText.projectID(id).flatMap({ current[$0] }) else {
                throw reader.error("a change names project '\(id)', which the snapshot does not hold", at: start)
            }
            return project
        }
        let dto = try StoredProject(reading: &reader)
        do { return try dto.project() } catch { throw reader.error(error.description, at: start) }
    }
}

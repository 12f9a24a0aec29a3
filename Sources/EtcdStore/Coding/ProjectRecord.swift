import Domain
import FastCoding
import Foundation

/// A ``Domain/Project`` as one etcd value: JSON with the dates as seconds since 2001 (exact) and the
/// deadline as `YYYY-MM-DD`.
struct ProjectRecord: Codable {
    var id: String
    var title: String
    var body: String
    var deadline: String?
    var state: String
    var created: Double
    var updated: Double

    init(_ project: Project) {
        id = IDText.text(project.id)
        title = project.title
        body = project.body
        deadline = project.deadline?.description
        state = project.state.rawValue
        created = project.createdAt.timeIntervalSinceReferenceDate
        updated = project.updatedAt.timeIntervalSinceReferenceDate
    }

    /// Reads a record with the package's byte-level reader: a board of 10,000 values is read in one
    /// pass, without `Codable`'s dynamic machinery (the decoder stays for the change records).
    init(reading reader: inout JSONReader) throws(JSONReadError) {
        var id, title, body, state: String?, deadline: String?, created, updated: Double?
        let start = reader.offset
        try reader.readObject { (key, reader) throws(JSONReadError) in
            switch key {
            case "id": id = try reader.readString()
            case "title": title = try reader.readString()
            case "body": body = try reader.readString()
            case "deadline": deadline = try reader.readNull() ? nil : try reader.readString()
            case "state": state = try reader.readString()
            case "created": created = try reader.readDouble()
            case "updated": updated = try reader.readDouble()
            default: try reader.skipValue()
            }
        }
        guard let id, let title, let body, let state, let created, let updated else {
            throw reader.error("a project lacks a field", at: start)
        }
        (self.id, self.title, self.body, self.deadline, self.state, self.created, self.updated) =
            (id, title, body, deadline, state, created, updated)
    }

    /// The project, or why this record is not one.
    func project() throws(InvalidRecord) -> Project {
        guard let identity = IDText.projectID(id) else { throw InvalidRecord("'\(id)' is not a project id") }
        guard let column = ProjectState(rawValue: state) else { throw InvalidRecord("unknown state '\(state)'") }
        var day: CalendarDay?
        if let deadline {
            do { day = try CalendarDay(parsing: deadline) } catch { throw InvalidRecord("'\(deadline)' is not a deadline") }
        }
        return Project(
            id: identity, title: title, body: body, deadline: day, state: column,
            createdAt: Date(timeIntervalSinceReferenceDate: created), updatedAt: Date(timeIntervalSinceReferenceDate: updated))
    }
}

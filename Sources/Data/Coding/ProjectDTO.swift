import Domain
import FastCoding
import Foundation

/// A project as stored in JSON.
///
/// Dates are seconds since Foundation's reference date (2001-01-01 UTC) as a JSON number: that is the
/// `Double` a `Date` holds, so it reads back *exactly* (an ISO string or seconds since 1970 would round).
struct ProjectDTO {
    var id: String
    var title: String
    var body: String
    var deadline: String?
    var state: String
    var createdAt: Double
    var updatedAt: Double

    init(_ project: Project) {
        id = IDText.text(project.id)
        title = project.title
        body = project.body
        deadline = project.deadline?.description
        state = project.state.rawValue
        createdAt = project.createdAt.timeIntervalSinceReferenceDate
        updatedAt = project.updatedAt.timeIntervalSinceReferenceDate
    }

    func write(to writer: inout JSONWriter) {
        writer.raw(#"{"id":"#)
        writer.string(id)
        writer.raw(#","title":"#)
        writer.string(title)
        writer.raw(#","body":"#)
        writer.string(body)
        if let deadline {
            writer.raw(#","deadline":"#)
            writer.string(deadline)
        }
        writer.raw(#","state":"#)
        writer.string(state)
        writer.raw(#","createdAt":"#)
        writer.number(createdAt)
        writer.raw(#","updatedAt":"#)
        writer.number(updatedAt)
        writer.raw("}")
    }

    init(reading reader: inout JSONReader) throws(JSONReadError) {
        var id, title, body, state: String?, deadline: String?, createdAt, updatedAt: Double?
        let start = reader.offset
        try reader.readObject { (key, reader) throws(JSONReadError) in
            switch key {
            case "id": id = try reader.readString()
            case "title": title = try reader.readString()
            case "body": body = try reader.readString()
            case "deadline": deadline = try reader.readNull() ? nil : try reader.readString()
            case "state": state = try reader.readString()
            case "createdAt": createdAt = try reader.readDouble()
            case "updatedAt": updatedAt = try reader.readDouble()
            default: try reader.skipValue()
            }
        }
        guard let id, let title, let body, let state, let createdAt, let updatedAt else {
            throw reader.error("a project lacks a field", at: start)
        }
        (self.id, self.title, self.body, self.deadline, self.state) = (id, title, body, deadline, state)
        (self.createdAt, self.updatedAt) = (createdAt, updatedAt)
    }

    func project() throws(InvalidRecord) -> Project {
        guard let id = IDText.projectID(id) else { throw InvalidRecord("project id '\(self.id)' is not a UUID") }
        guard let state = ProjectState(rawValue: state) else { throw InvalidRecord("unknown state '\(self.state)'") }
        var day: CalendarDay?
        if let deadline {
            do { day = try CalendarDay(parsing: deadline) } catch { throw InvalidRecord("deadline: \(error)") }
        }
        return Project(
            id: id, title: title, body: body, deadline: day, state: state,
            createdAt: try StoredInstant.date(createdAt, field: "createdAt"),
            updatedAt: try StoredInstant.date(updatedAt, field: "updatedAt")
        )
    }
}

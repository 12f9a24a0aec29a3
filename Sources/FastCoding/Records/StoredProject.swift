import Domain
import Foundation

/// A ``Domain/Project`` in the form every store keeps it: its fields as JSON text and numbers, read and
/// written with the package's byte-level JSON reader and writer.
///
/// The instants are seconds since Foundation's reference date (2001-01-01 UTC) as a JSON number: that is
/// the `Double` a `Date` holds, so it reads back *exactly* (an ISO string or seconds since 1970 would
/// round). The deadline is its calendar day, `YYYY-MM-DD`.
public struct StoredProject: Sendable, Equatable {
    /// The id, 8-4-4-4-12 lowercase hex digits.
    public var id: String
    /// The title.
    public var title: String
    /// The body.
    public var body: String
    /// The deadline as `YYYY-MM-DD`, if there is one.
    public var deadline: String?
    /// `todo`, `doing` or `done`.
    public var state: String
    /// When it was created, in seconds since the reference date.
    public var createdAt: Double
    /// When it was last changed, in seconds since the reference date.
    public var updatedAt: Double

    /// The stored form of `project`.
    public init(_ project: Project) {
        id = IDText.text(project.id)
        title = project.title
        body = project.body
        deadline = project.deadline?.description
        state = project.state.rawValue
        createdAt = project.createdAt.timeIntervalSinceReferenceDate
        updatedAt = project.updatedAt.timeIntervalSinceReferenceDate
    }

    /// Writes `{"id":…,"title":…,"body":…,"deadline":…,"state":…,"createdAt":…,"updatedAt":…}`
    /// (no `deadline` when there is none).
    public func write(to writer: inout JSONWriter) {
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

    /// Reads one project object. The etcd store's values name the instants `created` and `updated`;
    /// both spellings mean the same.
    public init(reading reader: inout JSONReader) throws(JSONReadError) {
        var id, title, body, state: String?, deadline: String?, createdAt, updatedAt: Double?
        let start = reader.offset
        try reader.readObject { (key, reader) throws(JSONReadError) in
            switch key {
            case "id": id = try reader.readString()
            case "title": title = try reader.readString()
            case "body": body = try reader.readString()
            case "deadline": deadline = try reader.readNull() ? nil : try reader.readString()
            case "state": state = try reader.readString()
            case "createdAt", "created": createdAt = try reader.readDouble()
            case "updatedAt", "updated": updatedAt = try reader.readDouble()
            default: try reader.skipValue()
            }
        }
        guard let id, let title, let body, let state, let createdAt, let updatedAt else {
            throw reader.error("a project lacks a field", at: start)
        }
        self.init(id: id, title: title, body: body, deadline: deadline, state: state, createdAt: createdAt, updatedAt: updatedAt)
    }

    /// A stored project with these fields, as a store that decodes its own way has them.
    public init(id: String, title: String, body: String, deadline: String?, state: String, createdAt: Double, updatedAt: Double) {
        (self.id, self.title, self.body, self.deadline, self.state) = (id, title, body, deadline, state)
        (self.createdAt, self.updatedAt) = (createdAt, updatedAt)
    }

    /// The project, or why these fields are not one.
    public func project() throws(StoredValueError) -> Project {
        guard let projectID = IDText.projectID(id) else { throw StoredValueError("project id '\(id)' is not a UUID") }
        guard let column = ProjectState(rawValue: state) else { throw StoredValueError("unknown state '\(state)'") }
        var day: CalendarDay?
        if let deadline {
            do { day = try CalendarDay(parsing: deadline) } catch { throw StoredValueError("deadline: \(error)") }
        }
        return Project(
            id: projectID, title: title, body: body, deadline: day, state: column,
            createdAt: try StoredInstant.date(createdAt, field: "createdAt"),
            updatedAt: try StoredInstant.date(updatedAt, field: "updatedAt")
        )
    }
}

import Domain
import FastCoding
import Foundation

/// A project as stored in JSON.
///
/// Dates are seconds since Foundation's reference date (2001-01-01 UTC) as a JSON number: that is the
/// `Double` a `Date` holds, so it reads back *exactly* (an ISO string or seconds since 1970 would round).
///
/// The id, the deadline and the state are parsed while their bytes are read (a board reads 10,000 lines
/// and builds no string for them); a value that does not parse keeps its text, which ``project()``
/// names in the error that says the store is damaged.
struct ProjectDTO {
    var id: Parsed<ProjectID>
    var title: String
    var body: String
    var deadline: Parsed<CalendarDay>?
    var state: Parsed<ProjectState>
    var createdAt: Double
    var updatedAt: Double

    /// A field as read: its value, or the text that stood where one was expected.
    enum Parsed<Value> {
        case value(Value)
        case text(String)
    }

    init(_ project: Project) {
        id = .value(project.id)
        title = project.title
        body = project.body
        deadline = project.deadline.map { .value($0) }
        state = .value(project.state)
        createdAt = project.createdAt.timeIntervalSinceReferenceDate
        updatedAt = project.updatedAt.timeIntervalSinceReferenceDate
    }

    func write(to writer: inout JSONWriter) {
        writer.raw(#"{"id":"#)
        switch id {
        case let .value(id): writer.id(id)
        case let .text(text): writer.string(text)
        }
        writer.raw(#","title":"#)
        writer.string(title)
        writer.raw(#","body":"#)
        writer.string(body)
        if let deadline {
            writer.raw(#","deadline":"#)
            switch deadline {
            case let .value(day): writer.string(day.description)
            case let .text(text): writer.string(text)
            }
        }
        writer.raw(#","state":"#)
        switch state {
        case let .value(state): writer.string(state.rawValue)
        case let .text(text): writer.string(text)
        }
        writer.raw(#","createdAt":"#)
        writer.number(createdAt)
        writer.raw(#","updatedAt":"#)
        writer.number(updatedAt)
        writer.raw("}")
    }

    init(reading reader: inout JSONReader) throws(JSONReadError) {
        var title, body: String?, id: Parsed<ProjectID>?, deadline: Parsed<CalendarDay>?, state: Parsed<ProjectState>?
        var createdAt, updatedAt: Double?
        let start = reader.offset
        try reader.readObject { (key, reader) throws(JSONReadError) in
            switch key {
            case "id": id = try reader.readString { Self.parsed($0, IDText.projectID) }
            case "title": title = try reader.readString()
            case "body": body = try reader.readString()
            case "deadline": deadline = try reader.readNull() ? nil : try reader.readString { Self.parsed($0, ISO8601Text.day) }
            case "state": state = try reader.readString { Self.parsed($0, Self.state) }
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
        let id: ProjectID, state: ProjectState
        switch self.id {
        case let .value(value): id = value
        case let .text(text): throw InvalidRecord("project id '\(text)' is not a UUID")
        }
        switch self.state {
        case let .value(value): state = value
        case let .text(text): throw InvalidRecord("unknown state '\(text)'")
        }
        var day: CalendarDay?
        switch deadline {
        case nil: break
        case let .value(value)?: day = value
        case let .text(text)?:
            do { day = try CalendarDay(parsing: text) } catch { throw InvalidRecord("deadline: \(error)") }
        }
        return Project(
            id: id, title: title, body: body, deadline: day, state: state,
            createdAt: try StoredInstant.date(createdAt, field: "createdAt"),
            updatedAt: try StoredInstant.date(updatedAt, field: "updatedAt")
        )
    }

    /// The value `parse` finds in `bytes`, or their text when it finds none.
    private static func parsed<Value>(_ bytes: UnsafeRawBufferPointer, _ parse: (UnsafeRawBufferPointer) -> Value?) -> Parsed<Value> {
        parse(bytes).map { .value($0) } ?? .text(String(decoding: bytes, as: UTF8.self))
    }

    /// The state whose raw value `bytes` spell.
    private static func state(_ bytes: UnsafeRawBufferPointer) -> ProjectState? {
        ProjectState.allCases.first { $0.rawValue.utf8.elementsEqual(bytes) }
    }
}

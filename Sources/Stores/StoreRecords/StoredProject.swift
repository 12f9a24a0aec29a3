import Domain
import FastCoding
import Foundation

/// A ``Domain/Project`` in the form every store keeps it: its fields as JSON text and numbers, read and
/// written with the package's byte-level JSON reader and writer.
///
/// The instants are seconds since Foundation's reference date (2001-01-01 UTC) as a JSON number: that is
/// the `Double` a `Date` holds, so it reads back *exactly* (an ISO string or seconds since 1970 would
/// round). The deadline is its calendar day, `YYYY-MM-DD`.
///
/// The id, the deadline and the state are kept parsed, as they are read: a board reads 10,000 project
/// lines and builds no string for them. A value that does not parse keeps its text, which ``project()``
/// names in the reason the value is refused.
public struct StoredProject: Sendable, Equatable {
    /// The id, 8-4-4-4-12 lowercase hex digits.
    public var id: String {
        get { storedID.text { IDText.text($0) } }
        set { storedID = .init(newValue, IDText.projectID) }
    }
    /// The title.
    public var title: String
    /// The body.
    public var body: String
    /// The deadline as `YYYY-MM-DD`, if there is one.
    public var deadline: String? {
        get { storedDeadline?.text(\.description) }
        set { storedDeadline = newValue.map { .init($0, Self.day) } }
    }
    /// `todo`, `doing` or `done`.
    public var state: String {
        get { storedState.text(\.rawValue) }
        set { storedState = .init(newValue, ProjectState.init(rawValue:)) }
    }
    /// When it was created, in seconds since the reference date.
    public var createdAt: Double
    /// When it was last changed, in seconds since the reference date.
    public var updatedAt: Double

    private var storedID: Parsed<ProjectID>
    private var storedDeadline: Parsed<CalendarDay>?
    private var storedState: Parsed<ProjectState>

    /// The stored form of `project`.
    public init(_ project: Project) {
        storedID = .value(project.id)
        title = project.title
        body = project.body
        storedDeadline = project.deadline.map { .value($0) }
        storedState = .value(project.state)
        createdAt = project.createdAt.timeIntervalSinceReferenceDate
        updatedAt = project.updatedAt.timeIntervalSinceReferenceDate
    }

    /// Writes `{"id":…,"title":…,"body":…,"deadline":…,"state":…,"createdAt":…,"updatedAt":…}`
    /// (no `deadline` when there is none).
    public func write(to writer: inout JSONWriter) {
        writer.raw(#"{"id":"#)
        switch storedID {
        case let .value(id): writer.id(id)
        case let .text(text): writer.string(text)
        }
        writer.raw(#","title":"#)
        writer.string(title)
        writer.raw(#","body":"#)
        writer.string(body)
        // The parsed values written as they are, as the id is, with no text built for them.
        if let storedDeadline {
            writer.raw(#","deadline":"#)
            switch storedDeadline {
            case let .value(day): writer.day(day)
            case let .text(text): writer.string(text)
            }
        }
        writer.raw(#","state":"#)
        switch storedState {
        case let .value(state): writer.string(state.rawValue)
        case let .text(text): writer.string(text)
        }
        writer.raw(#","createdAt":"#)
        writer.number(createdAt)
        writer.raw(#","updatedAt":"#)
        writer.number(updatedAt)
        writer.raw("}")
    }

    /// Reads one project object. The etcd store's values name the instants `created` and `updated`;
    /// both spellings mean the same.
    public init(reading reader: inout JSONReader) throws(JSONReadError) {
        var title, body: String?, id: Parsed<ProjectID>?, deadline: Parsed<CalendarDay>?, state: Parsed<ProjectState>?
        var createdAt, updatedAt: Double?
        let start = reader.offset
        try reader.readObject { (key, reader) throws(JSONReadError) in
            switch key {
            case "id": id = try reader.readString { .init($0, IDText.projectID) }
            case "title": title = try reader.readString()
            case "body": body = try reader.readString()
            case "deadline": deadline = try reader.readNull() ? nil : try reader.readString { .init($0, ISO8601Text.day) }
            case "state": state = try reader.readString { .init($0, Self.state) }
            case "createdAt", "created": createdAt = try reader.readDouble()
            case "updatedAt", "updated": updatedAt = try reader.readDouble()
            default: try reader.skipValue()
            }
        }
        guard let id, let title, let body, let state, let createdAt, let updatedAt else {
            throw reader.error("a project lacks a field", at: start)
        }
        (storedID, self.title, self.body, storedDeadline, storedState) = (id, title, body, deadline, state)
        (self.createdAt, self.updatedAt) = (createdAt, updatedAt)
    }

    /// A stored project with these fields, as a store that decodes its own way has them.
    public init(id: String, title: String, body: String, deadline: String?, state: String, createdAt: Double, updatedAt: Double) {
        (storedID, self.title, self.body) = (.init(id, IDText.projectID), title, body)
        (storedDeadline, storedState) = (deadline.map { .init($0, Self.day) }, .init(state, ProjectState.init(rawValue:)))
        (self.createdAt, self.updatedAt) = (createdAt, updatedAt)
    }

    /// The project, or why these fields are not one.
    public func project() throws(StoredValueError) -> Project {
        let projectID: ProjectID, column: ProjectState
        switch storedID {
        case let .value(value): projectID = value
        case let .text(text): throw StoredValueError("project id '\(text)' is not a UUID")
        }
        switch storedState {
        case let .value(value): column = value
        case let .text(text): throw StoredValueError("unknown state '\(text)'")
        }
        var day: CalendarDay?
        switch storedDeadline {
        case nil: break
        case let .value(value)?: day = value
        case let .text(text)?:
            do { day = try CalendarDay(parsing: text) } catch { throw StoredValueError("deadline: \(error)") }
        }
        return Project(
            id: projectID, title: title, body: body, deadline: day, state: column,
            createdAt: try StoredInstant.date(createdAt, field: "createdAt"),
            updatedAt: try StoredInstant.date(updatedAt, field: "updatedAt")
        )
    }

    /// The day a `YYYY-MM-DD` text names, read as the store's bytes are.
    private static func day(_ text: String) -> CalendarDay? {
        var text = text
        return text.withUTF8 { ISO8601Text.day(UnsafeRawBufferPointer($0)) }
    }

    /// The state whose name `bytes` spell: the bytes compared with each name's (matching a string against
    /// the names of an enum's cases is a search the runtime makes, ten times this).
    static func state(_ bytes: UnsafeRawBufferPointer) -> ProjectState? {
        for (name, state) in stateNames where name.elementsEqual(bytes) { return state }
        return nil
    }

    /// Each state with its name's bytes.
    private static let stateNames = ProjectState.allCases.map { (Array($0.rawValue.utf8), $0) }

    /// A field as it was read: the value it names, or the text that stood where one was expected.
    fileprivate enum Parsed<Value: Sendable>: Sendable {
        case value(Value)
        case text(String)

        /// The value `parse` finds in `text`, or the text.
        init(_ text: String, _ parse: (String) -> Value?) {
            self = parse(text).map(Parsed.value) ?? .text(text)
        }

        /// The value `parse` finds in `bytes`, or their text.
        init(_ bytes: UnsafeRawBufferPointer, _ parse: (UnsafeRawBufferPointer) -> Value?) {
            self = parse(bytes).map(Parsed.value) ?? .text(String(decoding: bytes, as: UTF8.self))
        }

        /// The text: as it stood, or as `write` spells the value.
        func text(_ write: (Value) -> String) -> String {
            switch self {
            case let .value(value): write(value)
            case let .text(text): text
            }
        }
    }
}

// Equatable only where its value is: a constraint on `Value` itself would have the runtime check the
// conformance (a search of every conformance record) the first time each `Parsed` type is made.
extension StoredProject.Parsed: Equatable where Value: Equatable {}

import Domain
import Foundation

/// Exports projects as our JSON document and imports either that document or Taskwarrior's `task export`.
///
/// Export writes `{"format": "project-manager", "version": 1, "projects": [...]}`, pretty printed with
/// sorted keys so two exports diff cleanly. Each project has `id` (lowercase UUID), `title`, `body`,
/// `deadline` (`"YYYY-MM-DD"` or `null`), `state` (`"todo"`, `"doing"`, `"done"`), and `createdAt`,
/// `updatedAt` (ISO 8601 in UTC with milliseconds). Import tells the formats apart by their shape: an
/// object with `format` is ours; an array, or one task object a line (`task export rc.json.array=off`),
/// is Taskwarrior's.
///
/// Instants are written to the millisecond and read back as `Date(timeIntervalSince1970: Double(ms) / 1000)`,
/// so a date that is already whole milliseconds in that form (what the App's clock gives) round-trips
/// exactly, and re-importing an export finds every project unchanged.
///
/// ```swift
/// let coder = ProjectArchiveCoder(timeZone: clock.calendar.timeZone)
/// let data = try coder.encode(projects)
/// let same = try coder.decode(data) // == projects, to the millisecond
/// ```
public struct ProjectArchiveCoder: ProjectArchiveCoding {
    /// The newest version of our document this program reads (and the one it writes).
    public static let currentVersion = ExportDocumentDTO.currentVersion

    private let timeZone: TimeZone

    /// - Parameter timeZone: where a Taskwarrior `due` instant is turned into a calendar day: the user's
    ///   own, so a task due at local midnight keeps its day.
    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    /// Our export document of `projects`, in the order given.
    public func encode(_ projects: [Project]) throws -> Data {
        let document = ExportDocumentDTO(projects: projects.map { project in
            ExportedProjectDTO(
                id: project.id.description, title: project.title, body: project.body,
                deadline: project.deadline?.description, state: project.state.rawValue,
                createdAt: ArchiveTimestamp.iso8601(project.createdAt),
                updatedAt: ArchiveTimestamp.iso8601(project.updatedAt)
            )
        })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(document)
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// The projects of our export or of a Taskwarrior export, each checked against the rules of
    /// ``ProjectDraft`` so that an error names the item as numbered in the document.
    ///
    /// - Throws: ``ArchiveError`` saying what is wrong and, for one bad item, which one.
    public func decode(_ data: Data) throws -> [Project] {
        switch Self.firstSignificantByte(of: data) {
        case UInt8(ascii: "{") where Self.isTaskwarriorLines(data):
            return try tasks(Self.readTasks(data) { (bytes) throws(JSONReadError) in
                try JSONReader.readSequence(bytes) { (reader) throws(JSONReadError) in try TaskwarriorTaskDTO(reading: &reader) }
            })
        case UInt8(ascii: "{"):
            let document = try Self.decode(ExportDocumentDTO.self, from: data)
            var projects: [Project] = []
            projects.reserveCapacity(document.projects.count)
            for (index, item) in document.projects.enumerated() {
                projects.append(try Self.checked(index) { () throws(ItemProblem) in try project(from: item) })
            }
            return projects
        case UInt8(ascii: "["):
            return try tasks(Self.readTasks(data) { (bytes) throws(JSONReadError) in
                try JSONReader.read(bytes) { (reader) throws(JSONReadError) in
                    try reader.readArray(of: { (reader) throws(JSONReadError) in try TaskwarriorTaskDTO(reading: &reader) })
                }
            })
        default:
            // Valid JSON of another shape (a number, a string) is a wrong format; anything else is not JSON.
            if (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) != nil {
                throw ArchiveError.unknownFormat
            }
            throw ArchiveError.notJSON(reason: data.isEmpty ? "it is empty" : "it does not start with '{' or '['")
        }
    }

    // MARK: our format

    private func project(from item: ExportedProjectDTO) throws(ItemProblem) -> Project {
        let id = try Self.id(item.id, field: "id")
        guard let title = item.title else { throw .missing("title") }
        guard let stateName = item.state else { throw .missing("state") }
        guard let state = ProjectState(rawValue: stateName) else {
            throw .invalid("state '\(stateName)' is not todo, doing or done")
        }
        var deadline: CalendarDay?
        if let text = item.deadline {
            do {
                deadline = try CalendarDay(parsing: text)
            } catch {
                throw .invalid(error.description)
            }
        }
        let createdAt = try Self.instant(item.createdAt, field: "createdAt", parse: ArchiveTimestamp.parseISO8601)
        var updatedAt: Date?
        if item.updatedAt != nil {
            updatedAt = try Self.instant(item.updatedAt, field: "updatedAt", parse: ArchiveTimestamp.parseISO8601)
        }
        return try Self.validated(Project(
            id: id, title: title, body: item.body ?? "", deadline: deadline, state: state,
            createdAt: createdAt, updatedAt: updatedAt
        ))
    }

    // MARK: Taskwarrior

    /// Whether `data`, which starts with an object, is Taskwarrior's `rc.json.array=off` export (one task
    /// object a line) rather than our document: its first object is a task, not `{"format": …}`.
    private static func isTaskwarriorLines(_ data: Data) -> Bool {
        guard let keys = try? JSONReader.keysOfFirstObject(withoutByteOrderMark(data)) else { return false }
        return !keys.contains("format") && !keys.contains("projects")
            && (keys.contains("uuid") || keys.contains("description") || keys.contains("status"))
    }

    /// The tasks `read` finds in `data` (an array, or one object a line), as JSON errors of the document.
    private static func readTasks(
        _ data: Data, _ read: (Data) throws(JSONReadError) -> [TaskwarriorTaskDTO]
    ) throws(ArchiveError) -> [TaskwarriorTaskDTO] {
        do {
            return try read(withoutByteOrderMark(data))
        } catch {
            throw ArchiveError.notJSON(reason: error.description)
        }
    }

    /// The projects of Taskwarrior's tasks, numbered from 1 in document order (skipped tasks included).
    private func tasks(_ tasks: [TaskwarriorTaskDTO]) throws -> [Project] {
        // As with a decoder: the whole document is JSON first, then the first item of the wrong shape.
        if let index = tasks.firstIndex(where: { $0.problem != nil }) {
            throw ArchiveError.invalidItem(index: index + 1, reason: tasks[index].problem!)
        }
        var projects: [Project] = []
        projects.reserveCapacity(tasks.count)
        for (index, task) in tasks.enumerated() {
            if let project = try Self.checked(index, { () throws(ItemProblem) in try project(from: task) }) {
                projects.append(project)
            }
        }
        return projects
    }

    private static func withoutByteOrderMark(_ data: Data) -> Data {
        data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data
    }

    /// `nil` for the tasks an import skips: deleted ones and recurrence templates.
    private func project(from task: TaskwarriorTaskDTO) throws(ItemProblem) -> Project? {
        guard let status = task.status else { throw .missing("status") }
        let state: ProjectState
        switch status {
        case "pending": state = task.start == nil ? .todo : .doing
        case "waiting": state = .todo
        case "completed": state = .done
        case "deleted", "recurring": return nil
        default: throw .invalid("status '\(status)' is not pending, waiting, completed, deleted or recurring")
        }
        let id = try Self.id(task.uuid, field: "uuid")
        guard let title = task.description else { throw .missing("description") }
        let createdAt = try Self.instant(task.entry, field: "entry", parse: ArchiveTimestamp.parseCompact)
        var updatedAt: Date?
        if task.modified != nil {
            updatedAt = try Self.instant(task.modified, field: "modified", parse: ArchiveTimestamp.parseCompact)
        }
        var deadline: CalendarDay?
        if let text = task.due {
            let due = try Self.instant(text, field: "due", parse: ArchiveTimestamp.parseCompact)
            deadline = ArchiveTimestamp.day(of: due, offset: timeZone.secondsFromGMT(for: due))
            if deadline == nil { throw .invalid("due '\(text)' is outside the years 1 to 9999") }
        }
        let body = (task.annotations ?? []).compactMap(\.description).joined(separator: "\n")
        return try Self.validated(Project(
            id: id, title: title, body: body, deadline: deadline, state: state,
            createdAt: createdAt, updatedAt: updatedAt
        ))
    }

    // MARK: shared

    /// What is wrong with one item; ``checked(_:_:)`` adds its number.
    private enum ItemProblem: Error {
        case missing(String)
        case invalid(String)
    }

    private static func checked<T>(_ index: Int, _ body: () throws(ItemProblem) -> T) throws(ArchiveError) -> T {
        do {
            return try body()
        } catch {
            switch error {
            case let .missing(field): throw .invalidItem(index: index + 1, reason: "missing \(field)")
            case let .invalid(reason): throw .invalidItem(index: index + 1, reason: reason)
            }
        }
    }

    private static func id(_ text: String?, field: String) throws(ItemProblem) -> ProjectID {
        guard let text else { throw .missing(field) }
        guard let id = ProjectID(uuidString: text) else { throw .invalid("\(field) '\(text)' is not a UUID") }
        return id
    }

    private static func instant(
        _ text: String?, field: String, parse: (String) -> Date?
    ) throws(ItemProblem) -> Date {
        guard let text else { throw .missing(field) }
        guard let date = parse(text) else { throw .invalid("\(field) '\(text)' is not a date and time") }
        return date
    }

    /// The project with its title trimmed, if its title and body follow the rules every frontend follows.
    private static func validated(_ project: Project) throws(ItemProblem) -> Project {
        do {
            let draft = try ProjectDraft(title: project.title, body: project.body, deadline: project.deadline).validated()
            var clean = project
            clean.title = draft.title
            return clean
        } catch {
            throw .invalid(error.description)
        }
    }

    private static func firstSignificantByte(of data: Data) -> UInt8? {
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) } // a UTF-8 byte order mark
        return bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    }

    /// Decodes with the item number and field in any error, e.g. `item 2: title is not a string`.
    private static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as ArchiveError {
            throw error
        } catch let error as DecodingError {
            throw describe(error)
        } catch {
            throw ArchiveError.notJSON(reason: error.localizedDescription)
        }
    }

    private static func describe(_ error: DecodingError) -> ArchiveError {
        let (path, reason): ([any CodingKey], String) = switch error {
        case let .dataCorrupted(context):
            // The decoder reports malformed JSON this way, with an empty path.
            (context.codingPath, context.underlyingError.map { "\($0.localizedDescription)" } ?? context.debugDescription)
        case let .typeMismatch(type, context): (context.codingPath, "is not \(jsonName(of: type))")
        case let .valueNotFound(type, context): (context.codingPath, "is null, expected \(jsonName(of: type))")
        case let .keyNotFound(key, context): (context.codingPath + [key], "is missing")
        @unknown default: ([], "\(error)")
        }
        // Paths look like [projects, Index 2, title] or [Index 2, uuid]: the index is the item.
        let itemPosition = path.firstIndex { $0.intValue != nil }
        guard let itemPosition, let index = path[itemPosition].intValue else {
            if case .dataCorrupted = error, path.isEmpty { return .notJSON(reason: reason) }
            let field = path.map(\.stringValue).joined(separator: ".")
            return .invalidDocument(reason: field.isEmpty ? reason : "\(field) \(reason)")
        }
        let field = path[(itemPosition + 1)...].map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            .joined(separator: ".")
        return .invalidItem(index: index + 1, reason: field.isEmpty ? "the item \(reason)" : "\(field) \(reason)")
    }

    private static func jsonName(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "a whole number"
        case is [Any].Type: "an array"
        default: "an object"
        }
    }
}

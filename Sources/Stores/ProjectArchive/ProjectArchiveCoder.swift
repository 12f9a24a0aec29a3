import Domain
import FastCoding
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
/// let coder = ProjectArchiveCoder(clock: clock)
/// let data = try coder.encode(projects)
/// let same = try coder.decode(data) // == projects, to the millisecond
/// ```
public struct ProjectArchiveCoder: ProjectArchiveCoding {
    /// The newest version of our document this program reads (and the one it writes).
    public static let currentVersion = ExportDocumentDTO.currentVersion

    let clock: any CalendarClock

    /// - Parameter clock: its time zone is where a Taskwarrior `due` instant is turned into a calendar
    ///   day: the user's own, so a task due at local midnight keeps its day.
    public init(clock: any CalendarClock) {
        self.clock = clock
    }

    /// Our export document of `projects`, in the order given.
    public func encode(_ projects: [Project]) throws -> Data {
        let document = ExportDocumentDTO(projects: projects.map { project in
            ExportedProjectDTO(
                id: IDText.text(project.id), title: project.title, body: project.body,
                deadline: project.deadline?.description, state: project.state.rawValue,
                createdAt: ISO8601Text.string(project.createdAt),
                updatedAt: ISO8601Text.string(project.updatedAt)
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
    /// - Throws: ``Domain/ImportError`` saying what is wrong and, for one bad item, which one.
    public func decode(_ data: Data) throws -> [Project] {
        switch Self.firstSignificantByte(of: data) {
        case UInt8(ascii: "{") where Self.isTaskwarriorLines(data):
            return try tasks(data) { (bytes, task) throws(JSONReadError) in
                try JSONReader.forEachInSequence(bytes) { (reader) throws(JSONReadError) in task(try TaskwarriorTaskDTO(reading: &reader)) }
            }
        case UInt8(ascii: "{"):
            let document = try Self.decode(ExportDocumentDTO.self, from: data)
            var projects: [Project] = []
            projects.reserveCapacity(document.projects.count)
            for (index, item) in document.projects.enumerated() {
                projects.append(try Self.checked(index) { () throws(ImportProblem) in try project(from: item) })
            }
            return projects
        case UInt8(ascii: "["):
            return try tasks(data) { (bytes, task) throws(JSONReadError) in
                try JSONReader.read(bytes) { (reader) throws(JSONReadError) in
                    try reader.readArray { (reader) throws(JSONReadError) in task(try TaskwarriorTaskDTO(reading: &reader)) }
                }
            }
        default:
            // Valid JSON of another shape (a number, a string) is a wrong format; anything else is not JSON.
            if (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) != nil {
                throw ImportError.unknownFormat
            }
            if data.isEmpty { throw ImportError.empty }
            throw ImportError.notJSON(reason: "it does not start with '{' or '['")
        }
    }

    // MARK: our format

    private func project(from item: ExportedProjectDTO) throws(ImportProblem) -> Project {
        let id = try Self.id(item.id, field: "id")
        guard let title = item.title else { throw .missing(field: "title") }
        guard let stateName = item.state else { throw .missing(field: "state") }
        guard let state = ProjectState(rawValue: stateName) else { throw .unknownState(stateName) }
        var deadline: CalendarDay?
        if let text = item.deadline {
            do {
                deadline = try CalendarDay(parsing: text)
            } catch {
                throw .deadline(error)
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

    // MARK: shared by both formats

    /// Runs `body` for item `index` (from 0), naming the item (from 1) in any problem it finds.
    static func checked<T>(_ index: Int, _ body: () throws(ImportProblem) -> T) throws(ImportError) -> T {
        do {
            return try body()
        } catch {
            throw .invalidItem(index: index + 1, error)
        }
    }

    static func id(_ text: String?, field: String) throws(ImportProblem) -> ProjectID {
        guard let text else { throw .missing(field: field) }
        guard let id = IDText.projectID(text) else { throw .notAnID(field: field, value: text) }
        return id
    }

    static func instant(
        _ text: String?, field: String, parse: (String) -> Date?
    ) throws(ImportProblem) -> Date {
        guard let text else { throw .missing(field: field) }
        guard let date = parse(text) else { throw .notATimestamp(field: field, value: text) }
        // An offset can move a year-9999 time into year 10000 (or 0001 into year 0), which no export writes.
        guard ArchiveTimestamp.writable.contains(date) else { throw .outOfRange(field: field, value: text) }
        return date
    }

    /// The project with its title trimmed, if its title and body follow the rules every frontend follows.
    static func validated(_ project: Project) throws(ImportProblem) -> Project {
        if isPlainlyValid(project) { return project }
        do {
            let draft = try ProjectDraft(title: project.title, body: project.body, deadline: project.deadline).validated()
            var clean = project
            clean.title = draft.title
            return clean
        } catch {
            throw .rule(error)
        }
    }

    /// Whether `project` keeps every rule of ``ProjectDraft`` as it stands, told from its bytes alone: a
    /// title of printable ASCII with no space at either end, a body of printable ASCII, tabs and newlines,
    /// each no longer in bytes than its limit in characters. Anything else is left to ``ProjectDraft``,
    /// so this only ever answers faster, never differently (an import checks every task).
    private static func isPlainlyValid(_ project: Project) -> Bool {
        var title = project.title, body = project.body
        return title.withUTF8 { title in
            guard let first = title.first, let last = title.last, first != 0x20, last != 0x20,
                  title.count <= ProjectDraft.maximumTitleLength else { return false }
            return title.allSatisfy { (0x20...0x7E).contains($0) }
        } && body.withUTF8 { body in
            body.count <= ProjectDraft.maximumBodyLength && body.allSatisfy { (0x20...0x7E).contains($0) || $0 == 0x09 || $0 == 0x0A }
        }
    }

    private static func firstSignificantByte(of data: Data) -> UInt8? {
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) } // a UTF-8 byte order mark
        return bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    }
}

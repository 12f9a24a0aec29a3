import ProjectArchive
import Domain
import DomainTesting
import Foundation
import Testing

@Suite("Archive: Taskwarrior 2.6 task export")
struct TaskwarriorImportTests {
    let coder = ProjectArchiveCoder(clock: FixedClock(timeZone: .gmt))

    static let uuid = "6a8c1f52-9d2e-4b1a-8f3e-2c7d9b0e4a11"

    /// A task as `task export` writes it, with `fields` replacing or adding to the usual ones.
    static func task(_ fields: [String: Any] = [:], removing removed: [String] = []) -> [String: Any] {
        var task: [String: Any] = [
            "id": 1, "uuid": uuid, "description": "Write docs", "status": "pending",
            "entry": "20261120T080000Z", "modified": "20261121T093000Z", "urgency": 4.2, "tags": ["docs"],
        ]
        for (key, value) in fields { task[key] = value }
        for key in removed { task[key] = nil }
        return task
    }

    static func export(_ tasks: [String: Any]...) throws -> Data {
        try JSONSerialization.data(withJSONObject: tasks)
    }

    @Test("every field maps: uuid, description, annotations, due, entry, modified")
    func mapsEveryField() throws {
        let data = try Self.export(Self.task([
            "due": "20261130T150000Z",
            "annotations": [
                ["entry": "20261120T081000Z", "description": "first note"],
                ["entry": "20261120T082000Z", "description": "second note"],
            ],
        ]))
        let project = try #require(try coder.decode(data).first)
        #expect(project == Project(
            id: try #require(ProjectID(uuidString: Self.uuid)), title: "Write docs", body: "first note\nsecond note",
            deadline: CalendarDay(year: 2026, month: 11, day: 30), state: .todo,
            createdAt: Date(timeIntervalSince1970: 1_795_161_600), updatedAt: Date(timeIntervalSince1970: 1_795_253_400)
        ))
    }

    @Test("without modified, updatedAt is the entry; without annotations the body is empty; without due, no deadline")
    func fallbacks() throws {
        let project = try #require(try coder.decode(try Self.export(Self.task(removing: ["modified"]))).first)
        #expect(project.updatedAt == project.createdAt)
        #expect(project.updatedAt == Date(timeIntervalSince1970: 1_795_161_600))
        #expect(project.body == "" && project.deadline == nil)
    }

    @Test("status maps to a column", arguments: [
        ("pending", false, ProjectState.todo), ("pending", true, .doing), ("waiting", false, .todo),
        ("completed", false, .done), ("completed", true, .done),
    ])
    func statuses(status: String, started: Bool, expected: ProjectState) throws {
        var fields: [String: Any] = ["status": status]
        if started { fields["start"] = "20261121T090000Z" }
        #expect(try coder.decode(try Self.export(Self.task(fields))).map(\.state) == [expected])
    }

    @Test("deleted tasks and recurrence templates are skipped", arguments: ["deleted", "recurring"])
    func skipped(status: String) throws {
        let kept = Self.task(["uuid": "00000000-0000-0000-0000-000000000001"])
        let data = try Self.export(Self.task(["status": status]), kept)
        #expect(try coder.decode(data).map(\.id.description) == ["00000000-0000-0000-0000-000000000001"])
    }

    @Test("due becomes its calendar day in the given time zone", arguments: [
        ("20261122T150000Z", 0, "2026-11-22"),
        ("20261122T150000Z", 14, "2026-11-23"),
        ("20261122T150000Z", -12, "2026-11-22"),
        ("20261122T095959Z", 14, "2026-11-22"),
        ("20261122T100000Z", 14, "2026-11-23"),
        ("20261122T115959Z", -12, "2026-11-21"),
        ("20261122T120000Z", -12, "2026-11-22"),
        ("20261231T230000Z", 9, "2027-01-01"),
        ("20240229T000000Z", -1, "2024-02-28"),
    ])
    func dueInTimeZone(due: String, hours: Int, expected: String) throws {
        let coder = ProjectArchiveCoder(clock: FixedClock(timeZone: try #require(TimeZone(secondsFromGMT: hours * 3600))))
        let project = try #require(try coder.decode(try Self.export(Self.task(["due": due]))).first)
        #expect(project.deadline?.description == expected)
    }

    @Test("a time zone with daylight saving uses the offset in force on the due date")
    func dueWithDaylightSaving() throws {
        let coder = ProjectArchiveCoder(clock: FixedClock(timeZone: try #require(TimeZone(identifier: "America/New_York"))))
        // Local midnight is 04:00 UTC in July (EDT) and 05:00 UTC in January (EST).
        let july = try Self.export(Self.task(["due": "20260715T043000Z"]))
        let january = try Self.export(Self.task(["due": "20260115T043000Z"]))
        #expect(try coder.decode(july).first?.deadline?.description == "2026-07-15")
        #expect(try coder.decode(january).first?.deadline?.description == "2026-01-14")
    }

    @Test("the order of the export is kept")
    func keepsOrder() throws {
        let uuids = (1...5).map { "00000000-0000-0000-0000-00000000000\($0)" }.reversed()
        let data = try JSONSerialization.data(withJSONObject: uuids.map { Self.task(["uuid": $0]) })
        #expect(try coder.decode(data).map(\.id.description) == Array(uuids))
    }

    @Test("an empty export is an empty import")
    func emptyExport() throws {
        #expect(try coder.decode(Data("[]\n".utf8)).isEmpty)
    }

    @Test("a bad task is named by its number in the export, skipped tasks counted", arguments: [
        (#"{}"#, ["uuid"], "missing uuid"),
        (#"{"uuid": "6a8c1f52"}"#, [], "uuid '6a8c1f52' is not a UUID"),
        (#"{"uuid": 12}"#, [], "uuid is not a string"),
        (#"{}"#, ["description"], "missing description"),
        (#"{"description": "   "}"#, [], "title is required"),
        (#"{"description": "line\nbreak"}"#, [], "title must be one line"),
        (#"{}"#, ["status"], "missing status"),
        (#"{"status": "archived"}"#, [], "status 'archived' is not pending, waiting, completed, deleted or recurring"),
        (#"{}"#, ["entry"], "missing entry"),
        (#"{"entry": "2026-11-20T08:00:00Z"}"#, [], "entry '2026-11-20T08:00:00Z' is not a date and time"),
        (#"{"modified": "20261321T093000Z"}"#, [], "modified '20261321T093000Z' is not a date and time"),
        (#"{"due": "20261122"}"#, [], "due '20261122' is not a date and time"),
        (#"{"due": "20261122T150000"}"#, [], "due '20261122T150000' is not a date and time"),
        (#"{"annotations": [{"description": "\#(String(repeating: "x", count: 1001))"}]}"#, [],
         "body is 1001 characters; the limit is 1000"),
        (#"{"annotations": "note"}"#, [], "annotations is not an array"),
        (#"{"annotations": ["note"]}"#, [], "annotations[0] is not an object"),
        (#"{"uuid": null}"#, [], "missing uuid"),
    ])
    func badTask(overrides: String, removed: [String], reason: String) throws {
        let fields = try #require(JSONSerialization.jsonObject(with: Data(overrides.utf8)) as? [String: Any])
        // Item 1 is deleted (skipped) and item 2 fine, so the bad one is item 3 of the document.
        let data = try Self.export(Self.task(["status": "deleted"]), Self.task(), Self.task(fields, removing: removed))
        let error = #expect(throws: ImportError.self) { try coder.decode(data) }
        guard case let .invalidItem(index: 3, problem)? = error else { Issue.record("item 3 expected: \(String(describing: error))"); return }
        #expect(problem.description == reason)
    }

    @Test("an array that is not tasks is refused by item")
    func notTasks() {
        #expect(throws: ImportError.invalidItem(index: 1, .wrongType(field: nil, expected: .object))) {
            try coder.decode(Data("[1, 2]".utf8))
        }
    }

    @Test("leading white space and a byte order mark are fine")
    func leadingBytes() throws {
        var data = Data([0xEF, 0xBB, 0xBF])
        data.append(Data(" \n\t".utf8))
        data.append(try Self.export(Self.task()))
        #expect(try coder.decode(data).count == 1)
    }

    /// The tasks as `task export rc.json.array=off` writes them: one object a line.
    static func lines(_ tasks: [String: Any]...) throws -> Data {
        var data = Data()
        for task in tasks {
            data.append(try JSONSerialization.data(withJSONObject: task, options: .sortedKeys))
            data.append(UInt8(ascii: "\n"))
        }
        return data
    }

    @Test("one task a line (rc.json.array=off) reads as the array does, order and skipped tasks included")
    func jsonLines() throws {
        let tasks = [
            Self.task(["uuid": "00000000-0000-0000-0000-000000000002", "due": "20261130T150000Z"]),
            Self.task(["uuid": "00000000-0000-0000-0000-000000000009", "status": "deleted"]),
            Self.task(["uuid": "00000000-0000-0000-0000-000000000001", "status": "completed"]),
        ]
        let lines = try Self.lines(tasks[0], tasks[1], tasks[2])
        let array = try JSONSerialization.data(withJSONObject: tasks)
        let projects = try coder.decode(lines)
        #expect(projects.map(\.id.description) == ["00000000-0000-0000-0000-000000000002", "00000000-0000-0000-0000-000000000001"])
        #expect(projects == (try coder.decode(array)))
    }

    @Test("one task alone on a line is Taskwarrior's, not our document")
    func singleLine() throws {
        #expect(try coder.decode(try Self.lines(Self.task())).map(\.title) == ["Write docs"])
    }

    @Test("a bad line is named by its number; a broken one makes the document not JSON")
    func badLine() throws {
        let data = try Self.lines(Self.task(["status": "deleted"]), Self.task(), Self.task(removing: ["description"]))
        #expect(throws: ImportError.invalidItem(index: 3, .missing(field: "description"))) { try coder.decode(data) }
        var broken = try Self.lines(Self.task())
        broken.append(Data("{\"uuid\": \n".utf8))
        let error = #expect(throws: ImportError.self) { try coder.decode(broken) }
        guard case .notJSON? = error else { Issue.record("not JSON expected, got \(String(describing: error))"); return }
    }
}

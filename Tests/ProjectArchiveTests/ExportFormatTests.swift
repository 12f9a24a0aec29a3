import ProjectArchive
import Domain
import DomainTesting
import Foundation
import Testing

@Suite("Archive: our export document")
struct ExportFormatTests {
    let coder = ProjectArchiveCoder(clock: FixedClock(timeZone: .gmt))

    /// Whole milliseconds, as the App's clock keeps them.
    static func instant(milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    static let projects = [
        Project(
            id: SequentialIDGenerator.id(1), title: "Write docs", body: "line one\n\tline two \"quoted\" \\ / 한국어 👍🏽",
            deadline: CalendarDay(year: 2026, month: 12, day: 1), state: .todo,
            createdAt: instant(milliseconds: 1_795_338_000_123), updatedAt: instant(milliseconds: 1_795_338_060_999)
        ),
        Project(
            id: ProjectID(uuidString: "3F2504E0-4F89-11D3-9A0C-0305E82C3301")!, title: "Ship", body: "",
            deadline: nil, state: .doing, createdAt: instant(milliseconds: 1), updatedAt: instant(milliseconds: 2)
        ),
        Project(
            id: SequentialIDGenerator.id(3), title: "Old", deadline: CalendarDay(year: 1, month: 1, day: 1),
            state: .done, createdAt: instant(milliseconds: -1_000_000_000_001), updatedAt: instant(milliseconds: 0)
        ),
    ]

    @Test("every field of every project survives a round trip, in order")
    func roundTrip() throws {
        let decoded = try coder.decode(try coder.encode(Self.projects))
        #expect(decoded == Self.projects)
    }

    @Test("an empty board round-trips")
    func emptyRoundTrip() throws {
        #expect(try coder.decode(try coder.encode([])).isEmpty)
    }

    @Test("the document is pretty, with sorted keys, null for no deadline and UTC milliseconds")
    func exactText() throws {
        let text = String(decoding: try coder.encode([Self.projects[1]]), as: UTF8.self)
        #expect(text == """
        {
          "format" : "project-manager",
          "projects" : [
            {
              "body" : "",
              "createdAt" : "1970-01-01T00:00:00.001Z",
              "deadline" : null,
              "id" : "3f2504e0-4f89-11d3-9a0c-0305e82c3301",
              "state" : "doing",
              "title" : "Ship",
              "updatedAt" : "1970-01-01T00:00:00.002Z"
            }
          ],
          "version" : 1
        }

        """)
    }

    @Test("fields hold the documented values")
    func fieldValues() throws {
        let object = try #require(JSONSerialization.jsonObject(with: try coder.encode(Self.projects)) as? [String: Any])
        let items = try #require(object["projects"] as? [[String: Any]])
        #expect(items.map { $0["state"] as? String } == ["todo", "doing", "done"])
        #expect(items.map { $0["deadline"] as? String } == ["2026-12-01", nil, "0001-01-01"])
        #expect(items[0]["createdAt"] as? String == "2026-11-22T09:00:00.123Z")
        #expect(items[0]["id"] as? String == "00000000-0000-0000-0000-000000000001")
        #expect(items[2]["createdAt"] as? String == "1938-04-24T22:13:19.999Z")
        #expect(Set(items[0].keys) == ["id", "title", "body", "deadline", "state", "createdAt", "updatedAt"])
    }

    @Test("timestamps agree with Foundation's to the second, and round-trip to the millisecond")
    func timestampsMatchFoundation() throws {
        // Foundation is the oracle for the calendar arithmetic only: it rounds milliseconds down through
        // binary floating point, and switches to the Julian calendar before 1582.
        let style = Date.ISO8601FormatStyle(timeZone: .gmt)
        var generator = SystemRandomNumberGenerator()
        let fixed: [Int64] = [0, -1, 951_782_400_000, 951_868_799_999, 4_107_542_400_000, -11_676_096_000_000, 253_402_300_799_999]
        let random = (0..<500).map { _ in Int64.random(in: -11_676_096_000_000...253_402_300_799_999, using: &generator) }
        for milliseconds in fixed + random {
            let date = Self.instant(milliseconds: milliseconds)
            let project = Project(id: SequentialIDGenerator.id(1), title: "t", createdAt: date)
            let data = try coder.encode([project])
            let object = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
            let text = try #require((object["projects"] as? [[String: Any]])?.first?["createdAt"] as? String)
            let wholeSeconds = Date(timeIntervalSince1970: Double(milliseconds.floorDivided(by: 1000)))
            #expect(text.prefix(19) + "Z" == style.format(wholeSeconds), "\(milliseconds) ms")
            #expect(text.dropFirst(19) == ".\(String(format: "%03d", Int(milliseconds.floorModulo(1000))))Z")
            #expect(try coder.decode(data) == [project], "\(milliseconds) ms")
        }
    }

    @Test("timestamps are read with or without fractions, in Z or with an offset", arguments: [
        ("2026-11-22T09:00:00Z", 1_795_338_000_000.0),
        ("2026-11-22T09:00:00.5Z", 1_795_338_000_500),
        ("2026-11-22T09:00:00.123Z", 1_795_338_000_123),
        ("2026-11-22T09:00:00.123456Z", 1_795_338_000_123.456),
        ("2026-11-22T18:00:00+09:00", 1_795_338_000_000),
        ("2026-11-22T04:00:00.000-0500", 1_795_338_000_000),
        ("2026-11-22t09:00:00z", 1_795_338_000_000),
    ])
    func readsISO8601Forms(text: String, milliseconds: Double) throws {
        let document = Self.document(#"{"id": "00000000-0000-0000-0000-000000000001", "title": "t", "state": "todo", "createdAt": "\#(text)"}"#)
        let project = try #require(try coder.decode(document).first)
        #expect(abs(project.createdAt.timeIntervalSince1970 * 1000 - milliseconds) < 0.001)
        #expect(project.updatedAt == project.createdAt)
        #expect(project.body == "" && project.deadline == nil)
    }

    @Test("an instant an offset moves out of the years 0001 to 9999 is refused, since no export could write it", arguments: [
        "9999-12-31T23:59:59-00:01", "0001-01-01T00:00:00+00:01", "0000-06-01T12:00:00Z",
    ])
    func instantsExportCannotWrite(text: String) {
        let document = Self.document(#"{"id": "00000000-0000-0000-0000-000000000001", "title": "t", "state": "todo", "createdAt": "\#(text)"}"#)
        #expect(throws: ImportError.invalidItem(index: 1, .outOfRange(field: "createdAt", value: text))) {
            try coder.decode(document)
        }
    }

    @Test("the first and the last instant an export can write round-trip exactly", arguments: [
        "0001-01-01T00:00:00.000Z", "9999-12-31T23:59:59.999Z", "9999-12-31T23:59:59.999+00:00", "0001-01-01T01:00:00+01:00",
    ])
    func extremeInstantsRoundTrip(text: String) throws {
        let document = Self.document(#"{"id": "00000000-0000-0000-0000-000000000001", "title": "t", "state": "todo", "createdAt": "\#(text)"}"#)
        let projects = try coder.decode(document)
        #expect(try coder.decode(try coder.encode(projects)) == projects)
    }

    @Test("titles are trimmed on the way in, as any frontend would")
    func trimsTitles() throws {
        let document = Self.document(#"{"id": "00000000-0000-0000-0000-000000000001", "title": "  t ", "state": "done", "createdAt": "2026-11-22T09:00:00Z"}"#)
        #expect(try coder.decode(document).map(\.title) == ["t"])
    }

    @Test("a document from a newer version is refused as such, whatever its projects look like")
    func newerVersion() {
        let data = Data(#"{"format": "project-manager", "version": 2, "projects": {"changed": true}}"#.utf8)
        #expect(throws: ImportError.newerVersion(found: 2, supported: 1)) { try coder.decode(data) }
        #expect(ProjectArchiveCoder.currentVersion == 1)
    }

    @Test("a document that is not ours, or not JSON, says so", arguments: [
        (#"{"format": "other", "version": 1, "projects": []}"#, ImportError.unknownFormat),
        (#"{"projects": []}"#, .unknownFormat),
        (#"42"#, .unknownFormat),
        (#""text""#, .unknownFormat),
        (#"{"format": "project-manager", "projects": []}"#, .invalidDocument(.missing(field: "version"))),
        (#"{"format": "project-manager", "version": 1}"#, .invalidDocument(.missing(field: "projects"))),
        (#"{"format": "project-manager", "version": 0, "projects": []}"#, .invalidDocument(.unknownVersion(0))),
        (#"{"format": "project-manager", "version": "1", "projects": []}"#, .invalidDocument(.wrongType(field: "version", expected: .wholeNumber))),
        (#"{"format": "project-manager", "version": 1, "projects": {}}"#, .invalidDocument(.wrongType(field: "projects", expected: .array))),
        ("", .empty),
        ("hello", .notJSON(reason: "it does not start with '{' or '['")),
    ])
    func wrongDocuments(text: String, expected: ImportError) {
        #expect(throws: expected) { try coder.decode(Data(text.utf8)) }
    }

    @Test("truncated or broken JSON is reported as not JSON", arguments: [
        #"{"format": "project-manager", "version": 1, "projects": ["#, "{", "[{]", #"{"format": }"#,
    ])
    func brokenJSON(text: String) {
        #expect {
            try coder.decode(Data(text.utf8))
        } throws: { error in
            guard case .notJSON = error as? ImportError else { return false }
            return true
        }
    }

    @Test("a bad item is named by its number and what is wrong with it", arguments: [
        (#"{"title": "t", "state": "todo", "createdAt": "2026-11-22T09:00:00Z"}"#, "missing id"),
        (#"{"id": "nope", "title": "t", "state": "todo", "createdAt": "2026-11-22T09:00:00Z"}"#, "id 'nope' is not a UUID"),
        (#"{"id": "00000000-0000-0000-0000-000000000009", "state": "todo", "createdAt": "2026-11-22T09:00:00Z"}"#, "missing title"),
        (#"{"id": "00000000-0000-0000-0000-000000000009", "title": 7, "state": "todo", "createdAt": "2026-11-22T09:00:00Z"}"#, "title is not a string"),
        (#"{"id": "00000000-0000-0000-0000-000000000009", "title": "t", "createdAt": "2026-11-22T09:00:00Z"}"#, "missing state"),
        (#"{"id": "00000000-0000-0000-0000-000000000009", "title": "t", "state": "TODO", "createdAt": "2026-11-22T09:00:00Z"}"#, "state 'TODO' is not todo, doing or done"),
        (#"{"id": "00000000-0000-0000-0000-000000000009", "title": "t", "state": "todo"}"#, "missing createdAt"),
        (#"{"id": "00000000-0000-0000-0000-000000000009", "title": "t", "state": "todo", "createdAt": "2026-11-22"}"#, "createdAt '2026-11-22' is not a date and time"),
        (#"{"id": "00000000-0000-0000-0000-000000000009", "title": "t", "state": "todo", "createdAt": "2026-02-30T09:00:00Z"}"#, "createdAt '2026-02-30T09:00:00Z' is not a date and time"),
        (#"{"id": "00000000-0000-0000-0000-000000000009", "title": "t", "state": "todo", "createdAt": "2026-11-22T09:00:00Z", "updatedAt": "yesterday"}"#, "updatedAt 'yesterday' is not a date and time"),
        (#"{"id": "00000000-0000-0000-0000-000000000009", "title": "t", "state": "todo", "createdAt": "2026-11-22T09:00:00Z", "deadline": "2026/12/01"}"#, "deadline '2026/12/01' is not in the form YYYY-MM-DD"),
        (#"{"id": "00000000-0000-0000-0000-000000000009", "title": "a\nb", "state": "todo", "createdAt": "2026-11-22T09:00:00Z"}"#, "title must be one line"),
        (#"{"id": "00000000-0000-0000-0000-000000000009", "title": "t", "body": "\u001b[2J", "state": "todo", "createdAt": "2026-11-22T09:00:00Z"}"#, "body contains the control character U+001B; only newline and tab are allowed"),
        (#""just text""#, "the item is not an object"),
    ])
    func badItem(item: String, reason: String) {
        let good = #"{"id": "00000000-0000-0000-0000-000000000001", "title": "t", "state": "todo", "createdAt": "2026-11-22T09:00:00Z"}"#
        let data = Self.document(good, good, item)
        let error = #expect(throws: ImportError.self) { try coder.decode(data) }
        guard case let .invalidItem(index: 3, problem)? = error else { Issue.record("item 3 expected: \(String(describing: error))"); return }
        #expect(problem.description == reason)
    }

    static func document(_ items: String...) -> Data {
        Data(#"{"format": "project-manager", "version": 1, "projects": [\#(items.joined(separator: ","))]}"#.utf8)
    }
}

extension Int64 {
    fileprivate func floorDivided(by divisor: Int64) -> Int64 { (self - floorModulo(divisor)) / divisor }
    fileprivate func floorModulo(_ divisor: Int64) -> Int64 { ((self % divisor) + divisor) % divisor }
}

import Domain
import FastCoding
import Foundation
import StoreRecords
import Testing

@Suite("StoredProject: the one stored form of a project, for every store")
struct StoredProjectTests {
    private let project = Project(
        id: ProjectID(uuidString: "3F2504E0-4F89-11D3-9A0C-0305E82C3301")!, title: "Write \"the\" plan", body: "line one\nline two",
        deadline: try! CalendarDay(parsing: "2027-02-28"), state: .doing,
        createdAt: Date(timeIntervalSinceReferenceDate: 815_000_000.123_456), updatedAt: Date(timeIntervalSinceReferenceDate: 815_000_100.5))

    private func read(_ text: String) throws -> StoredProject {
        try JSONReader.read(Array(text.utf8)) { (reader) throws(JSONReadError) in try StoredProject(reading: &reader) }
    }

    @Test("what it writes reads back as the same project, to the last bit of each instant")
    func writesAndReadsBack() throws {
        var writer = JSONWriter()
        StoredProject(project).write(to: &writer)
        let text = String(decoding: writer.bytes, as: UTF8.self)
        #expect(text.hasPrefix(#"{"id":"3f2504e0-4f89-11d3-9a0c-0305e82c3301","title":"Write \"the\" plan","body":"line one\nline two","deadline":"2027-02-28","state":"doing","createdAt":"#))
        #expect(try read(text).project() == project)
    }

    @Test("the etcd store's spelling of the instants, created and updated, reads as the same project")
    func readsTheEtcdSpelling() throws {
        let etcd = #"{"id":"3f2504e0-4f89-11d3-9a0c-0305e82c3301","title":"Write \"the\" plan","body":"line one\nline two","deadline":"2027-02-28","state":"doing","created":815000000.123456,"updated":815000100.5}"#
        #expect(try read(etcd) == StoredProject(project))
    }

    @Test("fields that name no project are refused with the reason", arguments: [
        (#""id":"nope""#, "project id 'nope' is not a UUID"),
        (#""state":"later""#, "unknown state 'later'"),
        (#""createdAt":1e18"#, "createdAt 1e+18 is outside the years 0001 to 9999"),
    ])
    func refusesImpossibleFields(field: String, reason: String) throws {
        let fields = [#""id":"3f2504e0-4f89-11d3-9a0c-0305e82c3301""#, #""title":"T""#, #""body":"""#, #""state":"todo""#, #""createdAt":0"#, #""updatedAt":0"#]
        let name = field.prefix { $0 != ":" }
        let text = "{" + fields.map { $0.hasPrefix(name) ? field : $0 }.joined(separator: ",") + "}"
        #expect(throws: StoredValueError(reason)) { try read(text).project() }
    }

    @Test("an object without one of the required fields is not a project")
    func refusesAMissingField() {
        #expect(throws: JSONReadError.self) { try read(#"{"id":"3f2504e0-4f89-11d3-9a0c-0305e82c3301","title":"T","body":"","state":"todo","createdAt":0}"#) }
    }

    @Test("a field that names nothing is kept as it stood: read, given and written back, and named when refused")
    func keepsTheTextOfWhatDoesNotParse() throws {
        let text = #"{"id":"NOT-AN-ID","title":"T","body":"","deadline":"2026-02-30","state":"later","createdAt":0.0,"updatedAt":0.0}"#
        let read = try read(text)
        #expect((read.id, read.deadline, read.state) == ("NOT-AN-ID", "2026-02-30", "later"))
        #expect(read == StoredProject(id: "NOT-AN-ID", title: "T", body: "", deadline: "2026-02-30", state: "later", createdAt: 0, updatedAt: 0))
        var writer = JSONWriter()
        read.write(to: &writer)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == text)
        var fixed = read
        fixed.id = "3f2504e0-4f89-11d3-9a0c-0305e82c3301"
        fixed.state = "done"
        #expect(throws: StoredValueError("deadline: deadline '2026-02-30' is not a day on the calendar")) { try fixed.project() }
        fixed.deadline = nil
        #expect(try fixed.project().state == .done)
    }

    private func line(_ text: String) -> Project? {
        try? JSONReader.read(Array(text.utf8), StoredProject.project(readingLine:))
    }

    @Test("a line as the store writes it reads in order as the same project, escapes and all, with or without a deadline")
    func readsItsOwnLineInOrder() throws {
        for deadline in [project.deadline, nil] {
            var written = project
            written.deadline = deadline
            var writer = JSONWriter()
            StoredProject(written).write(to: &writer)
            #expect(line(String(decoding: writer.bytes, as: UTF8.self)) == written)
        }
    }

    @Test("each state's exact name reads as that state; a name it only starts or ends with, or another case, is none")
    func readsStateNamesExactly() {
        var writer = JSONWriter()
        StoredProject(project).write(to: &writer)
        let written = String(decoding: writer.bytes, as: UTF8.self)
        for state in ProjectState.allCases {
            let name = state.rawValue
            for (text, expected) in [(name, state), (String(name.dropLast()), nil), (name + "s", nil), (name.uppercased(), nil), ("x" + name, nil)] {
                let read = line(written.replacingOccurrences(of: #""state":"doing""#, with: #""state":"\#(text)""#))
                #expect(read?.state == expected, "\(text)")
            }
        }
    }

    @Test("any other line is left to the full reader, which reads it or names what is wrong", arguments: [
        // Another order, another spelling, white space, an unknown key: read the long way.
        #"{"title":"T","id":"3f2504e0-4f89-11d3-9a0c-0305e82c3301","body":"","state":"todo","createdAt":0,"updatedAt":0}"#,
        #"{"id":"3f2504e0-4f89-11d3-9a0c-0305e82c3301","title":"T","body":"","state":"todo","created":0,"updated":0}"#,
        #"{"id":"3f2504e0-4f89-11d3-9a0c-0305e82c3301", "title":"T","body":"","state":"todo","createdAt":0,"updatedAt":0}"#,
        #"{"id":"3f2504e0-4f89-11d3-9a0c-0305e82c3301","title":"T","body":"","deadline":null,"state":"todo","createdAt":0,"updatedAt":0}"#,
        #"{"id":"3f2504e0-4f89-11d3-9a0c-0305e82c3301","title":"T","body":"","state":"todo","createdAt":0,"updatedAt":0,"tag":1}"#,
        // Values that are no project's: refused by the full reader with the reason.
        #"{"id":"nope","title":"T","body":"","state":"todo","createdAt":0,"updatedAt":0}"#,
        #"{"id":"3f2504e0-4f89-11d3-9a0c-0305e82c3301","title":"T","body":"","deadline":"2026-02-30","state":"todo","createdAt":0,"updatedAt":0}"#,
        #"{"id":"3f2504e0-4f89-11d3-9a0c-0305e82c3301","title":"T","body":"","state":"later","createdAt":0,"updatedAt":0}"#,
        #"{"id":"3f2504e0-4f89-11d3-9a0c-0305e82c3301","title":"T","body":"","state":"todo","createdAt":1e18,"updatedAt":0}"#,
        #"{"id":"3f2504e0-4f89-11d3-9a0c-0305e82c3301","title":"T","body":"","state":"todo","createdAt":0,"updatedAt":0} x"#,
        #"{"id":"3f2504e0-4f89-11d3-9a0c-0305e82c3301","title":"T\u00","body":"","state":"todo","createdAt":0,"updatedAt":0}"#,
    ])
    func leavesEveryOtherLineToTheFullReader(text: String) {
        #expect(line(text) == nil)
    }
}

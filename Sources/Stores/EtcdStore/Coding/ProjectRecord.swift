import Domain
import FastCoding
import Foundation
import StoreRecords

/// A ``Domain/Project`` as one etcd value, and inside a stored change: JSON with the instants as seconds
/// since 2001 (exact) under `created` and `updated`, and the deadline as `YYYY-MM-DD`. Whole boards are
/// read with ``StoreRecords/StoredProject``, which reads these values too; both map fields to a project
/// the one way ``StoreRecords/StoredProject/project()`` does.
struct ProjectRecord: Codable {
    var id: String
    var title: String
    var body: String
    var deadline: String?
    var state: String
    var created: Double
    var updated: Double

    init(_ project: Project) {
        let stored = StoredProject(project)
        (id, title, body, deadline, state) = (stored.id, stored.title, stored.body, stored.deadline, stored.state)
        (created, updated) = (stored.createdAt, stored.updatedAt)
    }

    /// The project, or why this record is not one.
    func project() throws(StoredValueError) -> Project {
        try StoredProject(id: id, title: title, body: body, deadline: deadline, state: state, createdAt: created, updatedAt: updated).project()
    }

    /// The projects of `data`, values one after another (one a line, as a copy of the board holds
    /// them), and each one's bytes; `nil` when one is not a project.
    static func lines(in data: Data) -> (projects: [Project], values: [Data])? {
        guard let records = records(in: data) else { return nil }
        var projects: [Project] = [], values: [Data] = []
        projects.reserveCapacity(records.count)
        values.reserveCapacity(records.count)
        for (project, range) in records {
            projects.append(project)
            values.append(data[data.startIndex + range.lowerBound..<data.startIndex + range.upperBound])
        }
        return (projects, values)
    }

    /// The projects of `data` and where each one's bytes are. Values as this program writes them are
    /// read in order straight into the project (``StoreRecords/StoredProject/project(readingLine:created:updated:)``);
    /// when one is not, every value again with the reader that accepts any form. `nil` when one is not a
    /// project.
    static func records(in data: Data) -> [(Project, Range<Int>)]? {
        let inOrder = try? JSONReader.readSequence(data) { (reader) throws(JSONReadError) in
            let start = reader.offset
            guard let project = StoredProject.project(readingLine: &reader, created: #","created":"#, updated: #","updated":"#) else {
                throw reader.error("not as this program writes a project")
            }
            return (project, start..<reader.offset)
        }
        if let inOrder { return inOrder }
        guard let records = try? JSONReader.readSequence(data, of: { (reader) throws(JSONReadError) in
            let start = reader.offset
            return (try StoredProject(reading: &reader), start..<reader.offset)
        }) else { return nil }
        var projects: [(Project, Range<Int>)] = []
        projects.reserveCapacity(records.count)
        for (record, range) in records {
            guard let project = try? record.project() else { return nil }
            projects.append((project, range))
        }
        return projects
    }

    /// `project`'s value, the JSON the Codable form has, written with the package's byte-level writer:
    /// an import encodes thousands of them, which `JSONEncoder` makes take a third of a second.
    static func value(of project: Project) -> Data {
        var writer = JSONWriter(capacity: 160 + project.title.utf8.count + project.body.utf8.count)
        write(project, to: &writer)
        return Data(writer.bytes)
    }

    /// Appends `{"id":…,"title":…,"body":…,"deadline":…,"state":…,"created":…,"updated":…}` (no
    /// `deadline` when there is none).
    static func write(_ project: Project, to writer: inout JSONWriter) {
        writer.raw(#"{"id":"#)
        writer.id(project.id)
        writer.raw(#","title":"#)
        writer.string(project.title)
        writer.raw(#","body":"#)
        writer.string(project.body)
        if let deadline = project.deadline {
            writer.raw(#","deadline":"#)
            writer.string(deadline.description)
        }
        writer.raw(#","state":"#)
        writer.string(project.state.rawValue)
        writer.raw(#","created":"#)
        writer.number(project.createdAt.timeIntervalSinceReferenceDate)
        writer.raw(#","updated":"#)
        writer.number(project.updatedAt.timeIntervalSinceReferenceDate)
        writer.raw("}")
    }
}

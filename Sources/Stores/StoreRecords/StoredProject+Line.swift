import Domain
import FastCoding

extension StoredProject {
    /// The project a line holds when it is exactly as ``write(to:)`` writes it: the keys in that order, no
    /// white space, every value valid. The fields are read in order straight into the ``Domain/Project``,
    /// with no key matched against every name and no stored form in between: what a board's 10,000 lines
    /// cost most of their reading in.
    ///
    /// `nil` for anything else (another order, an unknown key, a value that is not one): the caller then
    /// reads the line with ``init(reading:)`` and ``project()``, which accept every form and name what is
    /// wrong. So this only ever answers faster, never differently.
    public static func project(readingLine reader: inout JSONReader) -> Project? {
        project(readingLine: &reader, created: #","createdAt":"#, updated: #","updatedAt":"#)
    }

    /// The same, with the instants under `created` and `updated` (each with the comma before it and the
    /// colon after it): a board on etcd keeps its values with the keys `created` and `updated`.
    public static func project(readingLine reader: inout JSONReader, created: StaticString, updated: StaticString) -> Project? {
        do throws(JSONReadError) {
            guard reader.consume(#"{"id":"#), let id = try reader.readString(IDText.projectID),
                  reader.consume(#","title":"#) else { return nil }
            let title = try reader.readString()
            guard reader.consume(#","body":"#) else { return nil }
            let body = try reader.readString()
            var deadline: CalendarDay?
            if reader.consume(#","deadline":"#) {
                guard let day = try reader.readString(ISO8601Text.day) else { return nil }
                deadline = day
            }
            guard reader.consume(#","state":"#), let state = try reader.readString(Self.state),
                  reader.consume(created) else { return nil }
            let createdSeconds = try reader.readDouble()
            guard reader.consume(updated) else { return nil }
            let updatedSeconds = try reader.readDouble()
            guard reader.consume("}"),
                  let createdAt = try? StoredInstant.date(createdSeconds, field: "createdAt"),
                  let updatedAt = try? StoredInstant.date(updatedSeconds, field: "updatedAt") else { return nil }
            return Project(id: id, title: title, body: body, deadline: deadline, state: state, createdAt: createdAt, updatedAt: updatedAt)
        } catch {
            return nil
        }
    }
}

import Domain
import Foundation

/// A project as stored in JSON.
///
/// Dates are seconds since Foundation's reference date (2001-01-01 UTC) as a JSON number: that is the
/// `Double` a `Date` holds, so it reads back *exactly* (an ISO string or seconds since 1970 would round).
struct ProjectDTO {
    var id: String
    var title: String
    var body: String
    var deadline: String?
    var state: String
    var createdAt: Double
    var updatedAt: Double

    init(_ project: Project) {
        id = project.id.description
        title = project.title
        body = project.body
        deadline = project.deadline?.description
        state = project.state.rawValue
        createdAt = project.createdAt.timeIntervalSinceReferenceDate
        updatedAt = project.updatedAt.timeIntervalSinceReferenceDate
    }

    func write(to writer: inout JSONWriter) {
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

    init(reading reader: inout JSONReader) throws(JSONReadError) {
        var id, title, body, state: String?, deadline: String?, createdAt, updatedAt: Double?
        let start = reader.offset
        try reader.readObject { (key, reader) throws(JSONReadError) in
            switch key {
            case "id": id = try reader.readString()
            case "title": title = try reader.readString()
            case "body": body = try reader.readString()
            case "deadline": deadline = try reader.readNull() ? nil : try reader.readString()
            case "state": state = try reader.readString()
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
        guard let id = Self.uuid(id).map(ProjectID.init) else { throw InvalidRecord("project id '\(self.id)' is not a UUID") }
        guard let state = ProjectState(rawValue: state) else { throw InvalidRecord("unknown state '\(self.state)'") }
        var day: CalendarDay?
        if let deadline {
            do { day = try CalendarDay(parsing: deadline) } catch { throw InvalidRecord("deadline: \(error)") }
        }
        return Project(
            id: id, title: title, body: body, deadline: day, state: state,
            createdAt: Date(timeIntervalSinceReferenceDate: createdAt),
            updatedAt: Date(timeIntervalSinceReferenceDate: updatedAt)
        )
    }

    /// Parses the lowercase or uppercase `8-4-4-4-12` form. (`UUID(uuidString:)` goes through `sscanf`
    /// on Linux, which was a tenth of the time of loading a large store.)
    static func uuid(_ text: String) -> UUID? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(16)
        var high: UInt8?
        var position = 0
        for byte in text.utf8 {
            defer { position += 1 }
            if position == 8 || position == 13 || position == 18 || position == 23 {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            if let first = high {
                bytes.append(first << 4 | digit)
                high = nil
            } else {
                high = digit
            }
        }
        guard position == 36, bytes.count == 16 else { return nil }
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }
}

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
            createdAt: try StoredInstant.date(createdAt, field: "createdAt"),
            updatedAt: try StoredInstant.date(updatedAt, field: "updatedAt")
        )
    }

    /// Parses the lowercase or uppercase `8-4-4-4-12` form. (`UUID(uuidString:)` goes through `sscanf`
    /// on Linux, which was a tenth of the time of loading a large store.)
    static func uuid(_ text: String) -> UUID? {
        var text = text
        // Over the contiguous bytes, into two integers: an array per id, or the String's iterator, were a
        // visible share of loading a large store.
        return text.withUTF8 { bytes -> UUID? in
            guard bytes.count == 36 else { return nil }
            var high: UInt64 = 0, low: UInt64 = 0, digits = 0
            for position in 0..<36 {
                let byte = bytes[position]
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
                if digits < 16 { high = high << 4 | UInt64(digit) } else { low = low << 4 | UInt64(digit) }
                digits += 1
            }
            let big = (high.bigEndian, low.bigEndian)
            return UUID(uuid: withUnsafeBytes(of: big) { $0.load(as: uuid_t.self) })
        }
    }
}

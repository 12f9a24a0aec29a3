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
        // Into two integers, not an array: one allocation per project was a visible share of a load.
        var high: UInt64 = 0, low: UInt64 = 0
        var digits = 0, position = 0
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
            if digits < 16 { high = high << 4 | UInt64(digit) } else { low = low << 4 | UInt64(digit) }
            digits += 1
        }
        guard position == 36, digits == 32 else { return nil }
        func byte(_ word: UInt64, _ index: Int) -> UInt8 { UInt8(truncatingIfNeeded: word >> (56 - 8 * index)) }
        return UUID(uuid: (byte(high, 0), byte(high, 1), byte(high, 2), byte(high, 3), byte(high, 4), byte(high, 5),
                           byte(high, 6), byte(high, 7), byte(low, 0), byte(low, 1), byte(low, 2), byte(low, 3),
                           byte(low, 4), byte(low, 5), byte(low, 6), byte(low, 7)))
    }
}

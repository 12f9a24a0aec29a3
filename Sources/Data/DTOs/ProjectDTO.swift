import Domain
import Foundation

/// A ``Domain/Project`` as the JSON file stores it. The DTO is plain `Codable`; ``toDomain()`` checks
/// every field a damaged or hand-edited file could get wrong, so no invalid project reaches the Domain.
struct ProjectDTO: Codable, Equatable {
    var id: String
    var title: String
    var body: String
    /// The calendar day, `YYYY-MM-DD`: a day never shifts with the time zone.
    var deadline: String?
    var state: String
    /// Seconds since 2001-01-01 UTC, what `Date` holds, so an instant reads back exactly.
    var createdAt: Date
    var updatedAt: Date

    init(_ project: Project) {
        id = project.id.rawValue.uuidString.lowercased()
        title = project.title
        body = project.body
        deadline = project.deadline?.description
        state = project.state.rawValue
        createdAt = project.createdAt
        updatedAt = project.updatedAt
    }

    func toDomain() throws(MappingError) -> Project {
        guard let projectID = ProjectID(uuidString: id) else { throw MappingError("'\(id)' is not a project id") }
        guard let projectState = ProjectState(rawValue: state) else { throw MappingError("unknown state '\(state)'") }
        // Only instants inside the calendar's years: every project stays printable and exportable.
        for (name, date) in [("createdAt", createdAt), ("updatedAt", updatedAt)] where CalendarDay(date, utcOffset: 0) == nil {
            throw MappingError("\(name) is outside the years 0001 to 9999")
        }
        var day: CalendarDay?
        if let deadline {
            do { day = try CalendarDay(parsing: deadline) } catch { throw MappingError("'\(deadline)' is not a day") }
        }
        return Project(
            id: projectID, title: title, body: body, deadline: day, state: projectState,
            createdAt: createdAt, updatedAt: updatedAt
        )
    }
}

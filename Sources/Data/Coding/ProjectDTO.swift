import Domain
import Foundation

/// A project as stored in JSON.
///
/// Dates are seconds since Foundation's reference date (2001-01-01 UTC) as a JSON number: that is the
/// `Double` a `Date` holds, so it reads back *exactly* (an ISO string or seconds since 1970 would round).
struct ProjectDTO: Codable {
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

    func project() throws(InvalidRecord) -> Project {
        guard let id = ProjectID(uuidString: id) else { throw InvalidRecord("project id '\(self.id)' is not a UUID") }
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
}

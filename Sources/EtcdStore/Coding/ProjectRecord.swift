import Domain
import Foundation

/// A ``Domain/Project`` as one etcd value: JSON with the dates as seconds since 2001 (exact) and the
/// deadline as `YYYY-MM-DD`.
struct ProjectRecord: Codable {
    var id: String
    var title: String
    var body: String
    var deadline: String?
    var state: String
    var created: Double
    var updated: Double

    init(_ project: Project) {
        id = project.id.description
        title = project.title
        body = project.body
        deadline = project.deadline?.description
        state = project.state.rawValue
        created = project.createdAt.timeIntervalSinceReferenceDate
        updated = project.updatedAt.timeIntervalSinceReferenceDate
    }

    /// The project, or why this record is not one.
    func project() throws(InvalidRecord) -> Project {
        guard let identity = ProjectID(uuidString: id) else { throw InvalidRecord("'\(id)' is not a project id") }
        guard let column = ProjectState(rawValue: state) else { throw InvalidRecord("unknown state '\(state)'") }
        var day: CalendarDay?
        if let deadline {
            do { day = try CalendarDay(parsing: deadline) } catch { throw InvalidRecord("'\(deadline)' is not a deadline") }
        }
        return Project(
            id: identity, title: title, body: body, deadline: day, state: column,
            createdAt: Date(timeIntervalSinceReferenceDate: created), updatedAt: Date(timeIntervalSinceReferenceDate: updated))
    }
}

import Domain
import StoreRecords

/// A project as the outbox keeps it: the fields every store keeps (``StoreRecords/StoredProject``).
struct OutboxProjectDTO: Codable, Equatable {
    var id, title, body, state: String
    var deadline: String?
    var createdAt, updatedAt: Double

    init(_ project: Project) {
        let stored = StoredProject(project)
        (id, title, body, state, deadline) = (stored.id, stored.title, stored.body, stored.state, stored.deadline)
        (createdAt, updatedAt) = (stored.createdAt, stored.updatedAt)
    }

    func project() throws(StoredValueError) -> Project {
        try StoredProject(id: id, title: title, body: body, deadline: deadline, state: state, createdAt: createdAt, updatedAt: updatedAt).project()
    }
}

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
}

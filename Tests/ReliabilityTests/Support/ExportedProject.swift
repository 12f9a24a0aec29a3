import Foundation

/// One project as `project-manager export` prints it: what the tests compare.
struct ExportedProject: Sendable, Equatable {
    let id: String
    let title: String
    let body: String
    let state: String

    /// The projects of an export document.
    static func all(in document: Data) throws -> [ExportedProject] {
        guard let root = try JSONSerialization.jsonObject(with: document) as? [String: Any],
              let items = root["projects"] as? [[String: Any]] else { throw ExportShapeError() }
        return try items.map { item in
            guard let id = item["id"] as? String, let title = item["title"] as? String,
                  let body = item["body"] as? String, let state = item["state"] as? String else { throw ExportShapeError() }
            return ExportedProject(id: id, title: title, body: body, state: state)
        }
    }

    /// An import document (our format) of `projects`.
    static func document(_ projects: [ExportedProject]) -> Data {
        let items: [[String: Any]] = projects.map { project in
            [
                "id": project.id, "title": project.title, "body": project.body, "deadline": NSNull(),
                "state": project.state, "createdAt": "2026-01-02T03:04:05.006Z", "updatedAt": "2026-01-02T03:04:05.006Z",
            ]
        }
        let root: [String: Any] = ["format": "project-manager", "version": 1, "projects": items]
        return (try? JSONSerialization.data(withJSONObject: root)) ?? Data()
    }
}

/// `export` printed something that is not an export document.
struct ExportShapeError: Error {}

/// One project of our export, every field a JSON string (or `null` for no deadline).
///
/// Fields are optional when decoding so that a missing one is reported by name with its item number
/// (``ProjectArchiveCoder``), not as a generic decoding error.
struct ExportedProjectDTO: Codable {
    let id: String?
    let title: String?
    let body: String?
    let deadline: String?
    let state: String?
    let createdAt: String?
    let updatedAt: String?

    private enum CodingKeys: String, CodingKey {
        case id, title, body, deadline, state, createdAt, updatedAt
    }

    // Written by hand only so that "no deadline" is an explicit `null`, as documented, not a missing key.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(body, forKey: .body)
        try container.encode(deadline, forKey: .deadline)
        try container.encode(state, forKey: .state)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(updatedAt, forKey: .updatedAt)
    }
}

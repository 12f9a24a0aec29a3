import Domain

extension ProjectID: Decodable {
    /// Reads the full UUID text, the form every output of the program writes.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let id = ProjectID(uuidString: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a project id"))
        }
        self = id
    }
}

/// Reads `todo`, `doing` or `done`.
extension ProjectState: Decodable {}

/// How a person names a project: its full id or a unique prefix of it (`3f25`, `3f2504e0`).
public struct ProjectReference: Sendable, Equatable, CustomStringConvertible {
    /// The shortest prefix accepted, so that a typo rarely names the wrong project.
    public static let minimumPrefixLength = 4

    /// The id this reference names in full, or `nil` for a prefix.
    public let id: ProjectID?
    /// The prefix as typed, lowercased; empty when ``id`` holds the whole reference.
    private let typed: String

    /// The lowercase prefix, dashes kept as typed (for a full id, its text).
    public var prefix: String { id?.description ?? typed }

    /// - Throws: ``ProjectError/invalidReference(_:)`` unless `text` is hex digits (and dashes) with at
    ///   least ``minimumPrefixLength`` digits, and no longer than a UUID.
    public init(_ text: String) throws(ProjectError) {
        let lowered = text.lowercased()
        let digits = lowered.filter { $0 != "-" }
        guard digits.count >= Self.minimumPrefixLength, lowered.count <= 36,
              digits.allSatisfy(\.isHexDigit), digits.allSatisfy(\.isASCII) else {
            throw .invalidReference(text)
        }
        // A full id is parsed once, here: a read of 100,000 ids (an import) asks for it twice per id.
        self.id = lowered.count == 36 ? ProjectID(uuidString: lowered) : nil
        self.typed = id == nil ? lowered : ""
    }

    /// The reference of exactly one id.
    public init(_ id: ProjectID) {
        self.id = id
        self.typed = ""
    }

    /// Whether `id` is one this reference names.
    public func matches(_ id: ProjectID) -> Bool {
        if let full = self.id { return full == id }
        return id.hasPrefix(prefix)
    }

    /// The reference as typed, lowercased.
    public var description: String { prefix }

    /// The one project this reference names among `projects`.
    ///
    /// - Throws: ``ProjectError/notFound(_:)`` or ``ProjectError/ambiguous(_:matches:)``.
    public func resolve(in projects: [ProjectID: Project]) throws(ProjectError) -> Project {
        if let id {
            guard let project = projects[id] else { throw .notFound(prefix) }
            return project
        }
        let matches = projects.values.filter { $0.id.hasPrefix(prefix) }
        switch matches.count {
        case 1: return matches[0]
        case 0: throw .notFound(prefix)
        default: throw .ambiguous(prefix, matches: matches.map(\.id).sorted())
        }
    }
}

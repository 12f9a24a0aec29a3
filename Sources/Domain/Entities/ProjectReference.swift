/// How a person names a project: its full id, a unique prefix (`3f25`), or a unique ending after the
/// ``ProjectID/suffixMark`` (`…0000a3f1`, or typed `...0000a3f1`): every handle ``ProjectID/handles(among:)`` prints.
public struct ProjectReference: Sendable, Equatable, CustomStringConvertible {
    /// The fewest digits accepted, so that a typo rarely names the wrong project.
    public static let minimumPrefixLength = 4

    /// The id this reference names in full, or `nil` for a prefix or an ending.
    public let id: ProjectID?
    /// Whether the typed digits are the id's last ones rather than its first.
    public let isSuffix: Bool
    /// The digits as typed, lowercased; empty when ``id`` holds the whole reference.
    private let typed: String

    /// The digits every id it names starts with (none for an ending), so a store looks up just those.
    public var prefix: String { id?.description ?? (isSuffix ? "" : typed) }

    /// - Throws: ``ProjectError/invalidReference(_:)`` unless `text` is at least ``minimumPrefixLength``
    ///   hex digits (dashes allowed), no longer than a UUID, after an optional suffix mark.
    public init(_ text: String) throws(ProjectError) {
        let marked = text.drop { $0 == "." || String($0) == ProjectID.suffixMark }
        self.isSuffix = marked.count < text.count
        let lowered = marked.lowercased()
        let digits = lowered.filter { $0 != "-" }
        guard digits.count >= Self.minimumPrefixLength, lowered.count <= 36,
              digits.allSatisfy(\.isHexDigit), digits.allSatisfy(\.isASCII) else {
            throw .invalidReference(text)
        }
        // A full id is parsed once, here, not on every match.
        self.id = lowered.count == 36 && !isSuffix ? ProjectID(uuidString: lowered) : nil
        self.typed = id == nil ? lowered : ""
    }

    /// The reference of exactly one id.
    public init(_ id: ProjectID) {
        self.id = id
        self.isSuffix = false
        self.typed = ""
    }

    /// Whether `id` is one this reference names.
    public func matches(_ id: ProjectID) -> Bool {
        if let full = self.id { return full == id }
        return isSuffix ? id.hasSuffix(typed) : id.hasPrefix(typed)
    }

    /// The reference as typed, lowercased, an ending after the ``ProjectID/suffixMark``.
    public var description: String { isSuffix ? ProjectID.suffixMark + typed : prefix }

    /// The one project this reference names among `projects`, or ``ProjectError`` (not found, ambiguous).
    public func resolve(in projects: [ProjectID: Project]) throws(ProjectError) -> Project {
        if let id {
            guard let project = projects[id] else { throw .notFound(description) }
            return project
        }
        let matches = projects.values.filter { self.matches($0.id) }
        switch matches.count {
        case 1: return matches[0]
        case 0: throw .notFound(description)
        default: throw .ambiguous(description, matches: matches.map(\.id).sorted())
        }
    }
}

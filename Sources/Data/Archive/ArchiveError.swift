/// Why a document could not be imported. Nothing was changed; the message says what to fix.
public enum ArchiveError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The bytes are not JSON at all (`reason` says where the parser stopped).
    case notJSON(reason: String)
    /// JSON, but neither our export nor Taskwarrior's `task export`.
    case unknownFormat
    /// Our export, written by a newer version of the program than this one.
    case newerVersion(found: Int, supported: Int)
    /// The document as a whole breaks a rule, e.g. it has no `version`.
    case invalidDocument(reason: String)
    /// The item at `index` (counting from 1, in document order, skipped items included) breaks a rule.
    case invalidItem(index: Int, reason: String)

    /// A one-line message for a person, e.g. `item 3: missing uuid`.
    public var description: String {
        switch self {
        case let .notJSON(reason): "the document is not JSON (\(reason))"
        case .unknownFormat:
            "the document is neither a project-manager export nor a Taskwarrior 'task export'"
        case let .newerVersion(found, supported):
            "the document was written by a newer version of project-manager (format \(found); this one reads up to \(supported))"
        case let .invalidDocument(reason): "the document is not a valid project-manager export: \(reason)"
        case let .invalidItem(index, reason): "item \(index): \(reason)"
        }
    }
}

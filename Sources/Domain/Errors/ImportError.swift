/// Why a document could not be imported (nothing was changed), typed so frontends can translate it.
public enum ImportError: Error, Sendable, Equatable {
    /// The document is empty.
    case empty
    /// The bytes are not JSON (`reason`: where the parser stopped, in its own technical terms).
    case notJSON(reason: String)
    /// JSON, but neither our export nor Taskwarrior's `task export`.
    case unknownFormat
    /// Our export, written by a newer version of the program than this one.
    case newerVersion(found: Int, supported: Int)
    /// The document as a whole breaks a rule, e.g. it has no `version`.
    case invalidDocument(ImportProblem)
    /// The item at `index` (counting from 1, in document order, skipped items included) breaks a rule.
    case invalidItem(index: Int, ImportProblem)
}

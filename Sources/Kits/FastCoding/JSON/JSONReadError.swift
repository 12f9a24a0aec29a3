/// Why ``JSONReader`` (or a DTO reading through it) stopped: what it found wrong and at which byte, or
/// that the value carries a schema version newer than its reader knows.
public struct JSONReadError: Error, CustomStringConvertible {
    /// What was wrong, e.g. "a number was expected".
    public let reason: String
    /// The byte where it was found.
    public let offset: Int
    /// The version found, when that is the whole problem (the caller then says "written by a newer
    /// version" instead of "damaged").
    public var newerVersion: Int?

    /// An error found at `offset`, or a value newer than its reader.
    public init(reason: String, offset: Int, newerVersion: Int? = nil) {
        self.reason = reason
        self.offset = offset
        self.newerVersion = newerVersion
    }

    /// `reason at byte offset`.
    public var description: String { "\(reason) at byte \(offset)" }
}

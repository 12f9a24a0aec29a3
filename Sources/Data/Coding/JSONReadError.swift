/// Why ``JSONReader`` (or a DTO reading through it) stopped: what it found wrong and at which byte, or
/// that the file carries a schema version newer than ``StoreFormat/version``.
struct JSONReadError: Error, CustomStringConvertible {
    let reason: String
    let offset: Int
    /// The version found, when that is the whole problem.
    var newerVersion: Int?

    var description: String { "\(reason) at byte \(offset)" }
}

/// A stored value that is well-formed but names something impossible (an unknown kind or state, a
/// missing field); each store reports it as damage of the file or key it came from.
public struct StoredValueError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, in a few words, e.g. `unknown state 'later'`.
    public let reason: String

    /// The reason, as messages quote it.
    public var description: String { reason }

    /// An error saying `reason`.
    public init(_ reason: String) {
        self.reason = reason
    }
}

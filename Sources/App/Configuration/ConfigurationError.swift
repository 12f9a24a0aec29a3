/// The environment does not say where the store is in a way that can be trusted, e.g. `HOME` is set but
/// empty or relative: a store "under the home directory" would then land under whatever directory the
/// command happens to run in.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, for a person.
    public let message: String
    /// What to do about it.
    public let hint: String

    /// A problem and the way out of it.
    public init(_ message: String, hint: String) {
        self.message = message
        self.hint = hint
    }

    /// The message alone.
    public var description: String { message }
}

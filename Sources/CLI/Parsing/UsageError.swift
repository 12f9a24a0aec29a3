/// A command line that does not say something `project-manager` can do (exit status 2).
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The one-line problem, without the `error:` prefix.
    public let message: String
    /// A next step for the user, e.g. which `--help` to read.
    public let hint: String?

    /// A problem and, where one helps, what to do about it.
    public init(_ message: String, hint: String? = nil) {
        self.message = message
        self.hint = hint
    }

    /// The message alone.
    public var description: String { message }
}

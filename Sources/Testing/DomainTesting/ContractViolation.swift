/// A clause of ``RepositoryContract`` that a repository broke, with what was expected and what happened.
public struct ContractViolation: Error, Sendable, CustomStringConvertible {
    /// The name of the broken clause, e.g. `"update whose closure throws writes nothing"`.
    public let clause: String
    /// What went wrong, in a sentence.
    public let message: String

    /// Creates the violation of `clause`, explained by `message`.
    public init(clause: String, message: String) { (self.clause, self.message) = (clause, message) }

    /// `clause: message`, ready to print in a test failure.
    public var description: String { "\(clause): \(message)" }
}

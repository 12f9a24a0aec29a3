import Presentation

/// A command line that does not say something `project-manager` can do (exit status 2).
///
/// It carries its text in English and in Korean: the parser cannot know the language yet (`--locale`
/// may come after the mistake), so the tool picks one when it prints.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The one-line problem in English, without the `error:` prefix.
    public let message: String
    /// A next step for the user in English, e.g. which `--help` to read.
    public let hint: String?
    /// The problem in Korean.
    public let koreanMessage: String
    /// The next step in Korean.
    public let koreanHint: String?

    /// A problem and, where one helps, what to do about it, in English and in Korean.
    public init(_ message: String, hint: String? = nil, korean: String? = nil, koreanHint: String? = nil) {
        self.message = message
        self.hint = hint
        self.koreanMessage = korean ?? message
        self.koreanHint = koreanHint ?? hint
    }

    /// The message and hint in `language`.
    public func text(in language: Language) -> (message: String, hint: String?) {
        language == .korean ? (koreanMessage, koreanHint) : (message, hint)
    }

    /// The English message alone.
    public var description: String { message }

    /// The same problem: the same English text (the Korean says the same thing).
    public static func == (lhs: UsageError, rhs: UsageError) -> Bool {
        lhs.message == rhs.message && lhs.hint == rhs.hint
    }
}

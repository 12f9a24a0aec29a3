/// The rule of SPEC §1 that a title or body broke. A rejected draft changes nothing.
public enum ValidationError: Error, Sendable, Equatable, CustomStringConvertible {
    case titleIsEmpty
    case titleTooLong(length: Int)
    case titleHasLineBreak
    case titleHasControlCharacter(Unicode.Scalar)
    case bodyTooLong(length: Int)
    case bodyHasControlCharacter(Unicode.Scalar)

    public var description: String {
        switch self {
        case .titleIsEmpty:
            "title is required"
        case let .titleTooLong(length):
            "title is \(length) characters; the limit is \(ProjectDraft.maximumTitleLength)"
        case .titleHasLineBreak:
            "title must be one line"
        case let .titleHasControlCharacter(scalar):
            "title contains the control character \(scalar.codePoint)"
        case let .bodyTooLong(length):
            "body is \(length) characters; the limit is \(ProjectDraft.maximumBodyLength)"
        case let .bodyHasControlCharacter(scalar):
            "body contains the control character \(scalar.codePoint); only newline and tab are allowed"
        }
    }
}

extension Unicode.Scalar {
    /// `U+001B`: how a character that must not be printed raw is named in a message.
    public var codePoint: String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

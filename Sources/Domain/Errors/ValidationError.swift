/// The rule a title or body broke; a rejected draft changes nothing.
public enum ValidationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The title is empty once white space is trimmed.
    case titleIsEmpty
    /// The title has `length` user-perceived characters, more than ``ProjectDraft/maximumTitleLength``.
    case titleTooLong(length: Int)
    /// The title spans more than one line (newline, carriage return, U+2028...).
    case titleHasLineBreak
    /// The title contains this control or bidirectional-override character.
    case titleHasControlCharacter(Unicode.Scalar)
    /// The body has `length` user-perceived characters, more than ``ProjectDraft/maximumBodyLength``.
    case bodyTooLong(length: Int)
    /// The body contains this control character (newline and tab are allowed).
    case bodyHasControlCharacter(Unicode.Scalar)

    /// The rule in English, for a store's technical reason; people are told by Presentation's `Localizer`.
    public var description: String {
        switch self {
        case .titleIsEmpty: "title is required"
        case let .titleTooLong(length): "title is \(length) characters; the limit is \(ProjectDraft.maximumTitleLength)"
        case .titleHasLineBreak: "title must be one line"
        case let .titleHasControlCharacter(scalar): "title contains the control character \(scalar.codePoint)"
        case let .bodyTooLong(length): "body is \(length) characters; the limit is \(ProjectDraft.maximumBodyLength)"
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

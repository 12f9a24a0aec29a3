/// What a person typed for a project, before any rule was checked. Every frontend and the import go
/// through ``validated()``, so the rules are the same everywhere.
public struct ProjectDraft: Sendable, Equatable {
    /// The longest title, in user-perceived characters.
    public static let maximumTitleLength = 100
    /// The longest body, in user-perceived characters (so a pasted emoji counts as one).
    public static let maximumBodyLength = 1000

    /// The title as typed, perhaps with white space around it.
    public var title: String
    /// The body as typed.
    public var body: String
    /// The day it is due, if any.
    public var deadline: CalendarDay?

    /// Creates a draft; nothing is checked until ``validated()``.
    public init(title: String, body: String = "", deadline: CalendarDay? = nil) {
        (self.title, self.body, self.deadline) = (title, body, deadline)
    }

    /// The draft with its title trimmed, or the first ``ValidationError`` it breaks.
    public func validated() throws(ValidationError) -> ProjectDraft {
        let title = title.trimmingWhitespace()
        if title.isEmpty { throw .titleIsEmpty }
        if title.unicodeScalars.contains(where: \.isLineBreak) { throw .titleHasLineBreak }
        if let scalar = title.unicodeScalars.first(where: \.isForbiddenInText) {
            throw .titleHasControlCharacter(scalar)
        }
        // Counting characters walks the string; one with no more bytes than the limit cannot exceed it.
        if title.utf8.count > Self.maximumTitleLength, title.count > Self.maximumTitleLength {
            throw .titleTooLong(length: title.count)
        }
        if let scalar = body.unicodeScalars.first(where: { $0.isForbiddenInText && $0 != "\n" && $0 != "\t" }) {
            throw .bodyHasControlCharacter(scalar)
        }
        if body.utf8.count > Self.maximumBodyLength, body.count > Self.maximumBodyLength {
            throw .bodyTooLong(length: body.count)
        }
        return ProjectDraft(title: title, body: body, deadline: deadline)
    }
}

extension Unicode.Scalar {
    /// Line and paragraph separators, which would split a one-line title.
    var isLineBreak: Bool {
        switch value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// Control characters, and the bidirectional controls that could reorder what a terminal shows.
    var isForbiddenInText: Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}

extension String {
    /// The text without white space at either end; itself, uncopied, when there is none.
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let end = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        if start == scalars.startIndex, scalars.index(after: end) == scalars.endIndex { return self }
        return String(scalars[start...end])
    }
}

import Domain
import Foundation

/// What a board row shows of one project, ready to draw: every text is final and localized.
public struct ProjectRow: Sendable, Equatable, Identifiable {
    /// The most body lines a row previews.
    public static let bodyPreviewLineLimit = 3

    /// The project itself, every field raw (for `list --json`, `show`, or opening the detail sheet).
    public let project: Project
    /// The title on one line (any line break is shown as a space).
    public let title: String
    /// The body's first lines, the last ending in `…` when more follow (`Send.` becomes `Send…`).
    /// Derived when asked: a listing that shows no previews should not split every body.
    public var bodyPreview: [String] {
        // Bytes, not Characters: the body holds no `\r` (the Domain forbids it), and only the first lines are read.
        let body = project.body, bytes = body.utf8
        var preview: [String] = [], lineStart = bytes.startIndex, more = false
        while let newline = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) {
            preview.append(String(body[lineStart..<newline]))
            lineStart = bytes.index(after: newline)
            if preview.count == Self.bodyPreviewLineLimit {
                more = true
                break
            }
        }
        if !more { preview.append(String(body[lineStart...])) }
        if preview == [""] { preview = [] }
        if more {
            var last = Substring(preview[preview.count - 1])
            while let character = last.last, Self.isClosingDot(character) { last.removeLast() }
            preview[preview.count - 1] = last + "…"
        }
        return preview
    }
    /// The deadline in the user's locale (`Nov 22, 2026`, `2026년 11월 22일`), or `nil` without one.
    public let deadlineText: String?
    /// The deadline's day is before today and the project is not DONE.
    public let isOverdue: Bool
    /// The deadline is today and the project is not DONE: what a reminder is for.
    public let isDueToday: Bool

    /// What an ellipsis stands in for at the end of a cut line: its dots, and the spaces before them.
    private static func isClosingDot(_ character: Character) -> Bool {
        character == "." || character == "…" || character == "。" || character == " "
    }

    /// Whether every byte of `text` is printable ASCII, read in place (a native string is contiguous).
    private static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in !bytes.contains { $0 < 0x20 || $0 > 0x7E } } ?? false
    }

    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// The project's identity.
    public var id: ProjectID { project.id }

    /// Builds the row of `project` as of `today`, with dates in `localizer`'s locale.
    public init(_ project: Project, today: CalendarDay, localizer: Localizer) {
        self.init(project, today: today, deadlineText: project.deadline.map { localizer.dayText($0) })
    }

    /// Builds the row with its deadline already formatted (the board formats each distinct day once).
    init(_ project: Project, today: CalendarDay, deadlineText: String?) {
        self.project = project
        let title = project.title
        // Printable ASCII (nearly every title) holds no line break: checked byte by byte in place.
        self.title = !Self.isPrintableASCII(title) && title.unicodeScalars.contains(where: Self.isLineBreak)
            ? String(String.UnicodeScalarView(title.unicodeScalars.map { Self.isLineBreak($0) ? " " : $0 }))
            : title
        self.deadlineText = deadlineText
        self.isOverdue = project.isOverdue(today: today)
        self.isDueToday = project.deadline == today && project.state != .done
    }
}

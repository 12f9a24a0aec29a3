import FastCoding
import Presentation
import TerminalKit

/// What the board's cards look like as lines of one column's width: a card is its handle and title, the
/// body's preview (dim) and the deadline (red when overdue), cards apart by a blank line when any card has
/// a body; a column is headed by its name and count over a rule. Each line is written as UTF-8 straight
/// into the output.
struct BoardCardLines {
    /// One line of a column, to be fitted to its width.
    struct Line {
        var text = ""
        var prefix = ""
        var suffix = ""
        var sanitizing = false
        var style = TextStyle.plain
        /// A line of spaces between two cards.
        var isBlank = false
    }

    /// The column's width, in terminal columns.
    let width: Int
    let policy: ColorPolicy
    /// Whether any card has a body, so that cards stand apart by a blank line.
    let hasBodies: Bool
    /// The handles of the projects whose short ids collide (see `ProjectID.handles(among:)`).
    let longerIDs: [ProjectID: String]
    /// What follows an overdue deadline.
    let overdueMark: String

    /// The heading of `column`: its name and count, in bold, over a rule.
    func heading(of column: BoardColumn) -> [Line] {
        [Line(text: "\(column.state.title) (\(column.rows.count))", style: .plain.bold()), Line(text: String(repeating: "─", count: width))]
    }

    /// Appends the lines of `row`'s card to `lines`; `first` is the column's first card.
    func lines(of row: ProjectRow, first: Bool, into lines: inout [Line]) {
        // A blank line between cards keeps a body line from reading as the next card's.
        if !first && hasBodies { lines.append(Line(isBlank: true)) }
        let id = row.id
        lines.append(Line(text: row.title, prefix: (longerIDs[id] ?? IDText.shortForm(id)) + " ", sanitizing: true))
        if !row.project.body.isEmpty {
            for line in row.bodyPreview { lines.append(Line(text: line, prefix: "  ", sanitizing: true, style: .plain.dim())) }
        }
        if let deadline = row.deadlineText {
            lines.append(row.isOverdue
                ? Line(text: deadline, prefix: "  ", suffix: overdueMark, style: .plain.foreground(.red))
                : Line(text: deadline, prefix: "  "))
        }
    }

    /// Appends `line`'s prefix, text and suffix fitted to the width (cut with `…` or padded with spaces,
    /// as `String.fitted(toWidth:)`), in its style as far as the policy allows, the text made safe for a
    /// terminal first when `sanitizing`. Returns where the line's text ends in `bytes`, before any
    /// trailing blanks; `nil` when it shows only blanks.
    func append(_ line: Line, to bytes: inout [UInt8]) -> Int? {
        let start = bytes.count
        guard !line.isBlank else {
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: width))
            return nil
        }
        let style = policy.filter(line.style)
        if style != .plain { bytes.append(contentsOf: style.escapeSequence.utf8) }
        let textStart = bytes.count
        bytes.append(contentsOf: line.prefix.utf8)
        // The prefix is ours (a handle such as `…00000001`, or spaces): measured alone, it keeps the
        // fast path below for a board whose every handle holds a `…`.
        let bodyStart = bytes.count
        let prefixWidth = Self.width(ofPrefix: line.prefix, bytes: bodyStart - textStart)
        bytes.append(contentsOf: line.text.utf8)
        bytes.append(contentsOf: line.suffix.utf8)
        if prefixWidth < width - 1, bytes[bodyStart...].allSatisfy({ (0x20...0x7E).contains($0) }) {
            // Printable ASCII, one column a byte (and nothing to sanitize): fitted where it lies.
            let columns = prefixWidth + bytes.count - bodyStart
            if columns > width {
                bytes.removeSubrange((bodyStart + width - 1 - prefixWidth)...)
                bytes.append(contentsOf: "…".utf8)
            } else {
                bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: width - columns))
            }
        } else {
            bytes.removeSubrange(textStart...)
            let safe = line.sanitizing ? line.text.sanitizedForTerminal() : line.text
            bytes.append(contentsOf: (line.prefix + safe + line.suffix).fitted(toWidth: width).utf8)
        }
        if style != .plain { bytes.append(contentsOf: TextStyle.plain.escapeSequence.utf8) }
        var textEnd = bytes.count
        while textEnd > start, bytes[textEnd - 1] == UInt8(ascii: " ") { textEnd -= 1 }
        return textEnd > start ? textEnd : nil
    }

    /// How many columns a prefix of ours takes: a short id and the indent are printable ASCII, one
    /// column a byte; a longer handle may hold `…`, one column for its three bytes.
    private static func width(ofPrefix prefix: String, bytes: Int) -> Int {
        if prefix.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) { return bytes }
        let scalars = prefix.unicodeScalars
        return scalars.allSatisfy { (0x20...0x7E).contains($0.value) || $0 == "…" } ? scalars.count : DisplayWidth.of(prefix)
    }
}

import FastCoding
import Presentation
import TerminalKit

/// What the board's cards look like as lines of one column's width: a card is its handle and title, the
/// body's preview (dim) and the deadline (red when overdue), cards apart by a blank line when any card has
/// a body; a column is headed by its name and count over a rule. Each line is written as UTF-8 straight
/// into the output, in the order ``BoardColumnLines`` asks for them.
struct BoardCardLines {
    /// The column's width, in terminal columns.
    let width: Int
    let policy: ColorPolicy
    /// Whether any card has a body, so that cards stand apart by a blank line.
    let hasBodies: Bool
    /// The handles of the projects whose short ids collide (see `ProjectID.handles(among:)`).
    let longerIDs: [ProjectID: String]
    /// What follows an overdue deadline.
    let overdueMark: String

    /// Appends line `index` of `column`'s heading (0: its name and count, in bold; 1: a rule).
    func appendHeading(_ index: Int, of column: BoardColumn, to bytes: inout [UInt8]) -> Int? {
        index == 0
            ? append("\(column.state.title) (\(column.rows.count))", style: .plain.bold(), to: &bytes)
            : append(String(repeating: "─", count: width), to: &bytes)
    }

    /// Appends the line of a card that holds its handle and title.
    func appendTitle(of row: ProjectRow, to bytes: inout [UInt8]) -> Int? {
        let id = row.id
        return append(row.title, after: (longerIDs[id] ?? IDText.shortForm(id)) + " ", sanitizing: true, to: &bytes)
    }

    /// Appends a line of a body's preview.
    func appendPreview(_ line: String, to bytes: inout [UInt8]) -> Int? {
        append(line, after: "  ", sanitizing: true, style: .plain.dim(), to: &bytes)
    }

    /// Appends the line of a card that holds its deadline.
    func appendDeadline(_ deadline: String, overdue: Bool, to bytes: inout [UInt8]) -> Int? {
        overdue
            ? append(deadline, after: "  ", before: overdueMark, style: .plain.foreground(.red), to: &bytes)
            : append(deadline, after: "  ", to: &bytes)
    }

    /// Appends a line of spaces (between two cards, or below a column's last); it shows no text.
    func appendBlank(to bytes: inout [UInt8]) -> Int? {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: width))
        return nil
    }

    /// Appends `prefix`, `text` and `suffix` fitted to the width (cut with `…` or padded with spaces, as
    /// `String.fitted(toWidth:)`), in `style` as far as the policy allows, `text` made safe for a
    /// terminal first when `sanitizing`. Returns where the line's text ends in `bytes`, before any
    /// trailing blanks; `nil` when it shows only blanks.
    private func append(
        _ text: String, after prefix: String = "", before suffix: String = "", sanitizing: Bool = false,
        style: TextStyle = .plain, to bytes: inout [UInt8]
    ) -> Int? {
        let start = bytes.count
        let style = policy.filter(style)
        if style != .plain { bytes.append(contentsOf: style.escapeSequence.utf8) }
        let textStart = bytes.count
        bytes.append(contentsOf: prefix.utf8)
        // The prefix is ours (a handle such as `…00000001`, or spaces): measured alone, it keeps the
        // fast path below for a board whose every handle holds a `…`.
        let bodyStart = bytes.count
        let prefixWidth = Self.width(ofPrefix: prefix, bytes: bodyStart - textStart)
        bytes.append(contentsOf: text.utf8)
        bytes.append(contentsOf: suffix.utf8)
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
            let safe = sanitizing ? text.sanitizedForTerminal() : text
            bytes.append(contentsOf: (prefix + safe + suffix).fitted(toWidth: width).utf8)
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

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

    /// Appends the line of a card that holds its handle and title. The usual handle, the short id, is
    /// written as bytes straight from the id: no string is built for it.
    func appendTitle(id: ProjectID, title: String, to bytes: inout [UInt8]) -> Int? {
        append(title, sanitizing: true, to: &bytes) { bytes in
            if let handle = longerIDs[id] {
                bytes.append(contentsOf: handle.utf8)
            } else {
                IDText.append(id, digits: ProjectID.shortFormDigits, to: &bytes)
            }
            bytes.append(UInt8(ascii: " "))
        }
    }

    /// Appends a line of a body's preview.
    func appendPreview(_ line: String, to bytes: inout [UInt8]) -> Int? {
        append(line, sanitizing: true, style: .plain.dim(), to: &bytes, after: Self.appendIndent)
    }

    /// Appends the line of a card that holds its deadline.
    func appendDeadline(_ deadline: String, overdue: Bool, to bytes: inout [UInt8]) -> Int? {
        overdue
            ? append(deadline, before: overdueMark, style: .plain.foreground(.red), to: &bytes, after: Self.appendIndent)
            : append(deadline, to: &bytes, after: Self.appendIndent)
    }

    /// Appends a line of spaces (between two cards, or below a column's last); it shows no text.
    func appendBlank(to bytes: inout [UInt8]) -> Int? {
        Self.appendSpaces(width, to: &bytes)
        return nil
    }

    /// Appends `count` spaces, copied from a row of them (appending a repeated element goes byte by byte).
    static func appendSpaces(_ count: Int, to bytes: inout [UInt8]) {
        var left = count
        while left > 0 {
            let piece = min(left, spaces.count)
            bytes.append(contentsOf: spaces[..<piece])
            left -= piece
        }
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 256)

    private static let suffixMark = Array("…".utf8)

    /// The indent of a card's lines below its title.
    private static func appendIndent(to bytes: inout [UInt8]) {
        bytes.append(contentsOf: spaces[..<2])
    }

    /// Appends what `prefix` writes, then `text` and `suffix`, fitted to the width (cut with `…` or padded
    /// with spaces, as `String.fitted(toWidth:)`), in `style` as far as the policy allows, `text` made safe
    /// for a terminal first when `sanitizing`. Returns where the line's text ends in `bytes`, before any
    /// trailing blanks; `nil` when it shows only blanks.
    private func append(
        _ text: String, before suffix: String = "", sanitizing: Bool = false, style: TextStyle = .plain,
        to bytes: inout [UInt8], after prefix: (inout [UInt8]) -> Void = { _ in }
    ) -> Int? {
        let start = bytes.count
        let style = policy.filter(style)
        if style != .plain { bytes.append(contentsOf: style.escapeSequence.utf8) }
        let textStart = bytes.count
        prefix(&bytes)
        // The prefix is ours (a handle such as `…00000001`, or spaces): measured alone, it keeps the
        // fast path below for a board whose every handle holds a `…`.
        let bodyStart = bytes.count
        let prefixWidth = Self.width(ofPrefix: bytes[textStart..<bodyStart])
        bytes.append(contentsOf: text.utf8)
        bytes.append(contentsOf: suffix.utf8)
        if prefixWidth < width - 1, Self.isPrintableASCII(bytes[bodyStart...]) {
            // Printable ASCII, one column a byte (and nothing to sanitize): fitted where it lies.
            let columns = prefixWidth + bytes.count - bodyStart
            if columns > width {
                bytes.removeSubrange((bodyStart + width - 1 - prefixWidth)...)
                bytes.append(contentsOf: "…".utf8)
            } else {
                Self.appendSpaces(width - columns, to: &bytes)
            }
        } else {
            let prefix = String(decoding: bytes[textStart..<bodyStart], as: UTF8.self)
            bytes.removeSubrange(textStart...)
            let safe = sanitizing ? text.sanitizedForTerminal() : text
            bytes.append(contentsOf: (prefix + safe + suffix).fitted(toWidth: width).utf8)
        }
        if style != .plain { bytes.append(contentsOf: TextStyle.plain.escapeSequence.utf8) }
        var textEnd = bytes.count
        while textEnd > start, bytes[textEnd - 1] == UInt8(ascii: " ") { textEnd -= 1 }
        return textEnd > start ? textEnd : nil
    }

    /// Whether every byte is printable ASCII (one terminal column each).
    private static func isPrintableASCII(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { bytes in
            for byte in bytes where byte < 0x20 || byte > 0x7E { return false }
            return true
        }
    }

    /// How many columns a prefix of ours takes: a short id and the indent are printable ASCII, one
    /// column a byte; a longer handle may hold `…`, one column for its three bytes.
    private static func width(ofPrefix bytes: ArraySlice<UInt8>) -> Int {
        if isPrintableASCII(bytes) { return bytes.count }
        // A handle read from the end: the mark, one column for its three bytes, then ASCII.
        if bytes.starts(with: suffixMark), isPrintableASCII(bytes.dropFirst(suffixMark.count)) { return bytes.count - 2 }
        let prefix = String(decoding: bytes, as: UTF8.self)
        let scalars = prefix.unicodeScalars
        return scalars.allSatisfy { (0x20...0x7E).contains($0.value) || $0 == "…" } ? scalars.count : DisplayWidth.of(prefix)
    }
}

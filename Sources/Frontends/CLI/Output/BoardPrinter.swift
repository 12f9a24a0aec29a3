import FastCoding
import Presentation
import TerminalKit

/// `project-manager board`: the three columns side by side, each headed by its name and count.
struct BoardPrinter {
    let strings: CLIStrings
    let policy: ColorPolicy
    /// The width to fill, in terminal columns.
    let width: Int

    private let gap = 3

    /// Writes the board to `console`, one line per row of cards.
    func print(_ content: BoardContent, to console: Console) {
        let columnWidth = max(20, (width - 2 * gap) / 3)
        // A body previews as lines exactly when it is not empty.
        let hasBodies = content.columns.contains { $0.rows.contains { !$0.project.body.isEmpty } }
        var ids: [ProjectID] = []
        ids.reserveCapacity(content.columns.reduce(0) { $0 + $1.rows.count })
        for column in content.columns { for row in column.rows { ids.append(row.id) } }
        let longerIDs = ProjectID.handles(among: ids)
        let overdueMark = policy.allowsColor ? " (\(strings.overdueMark))" : " ! (\(strings.overdueMark))"
        let cells = content.columns.map { column in
            var cell = ColumnCell(width: columnWidth, policy: policy)
            cell.append("\(column.state.title) (\(column.rows.count))", style: .plain.bold())
            cell.append(String(repeating: "─", count: columnWidth))
            // By index, each field read where it lies: a row copied whole retained every string it holds.
            let rows = column.rows
            for index in rows.indices {
                // A blank line between cards keeps a body line from reading as the next card's.
                if index > 0 && hasBodies { cell.appendBlank() }
                let id = rows[index].project.id
                cell.append(rows[index].title, after: "\(longerIDs[id] ?? IDText.shortForm(id)) ", sanitizing: true)
                if !rows[index].project.body.isEmpty {
                    for line in rows[index].bodyPreview { cell.append(line, after: "  ", sanitizing: true, style: .plain.dim()) }
                }
                if let deadline = rows[index].deadlineText {
                    if rows[index].isOverdue {
                        cell.append(deadline, after: "  ", before: overdueMark, style: .plain.foreground(.red))
                    } else {
                        cell.append(deadline, after: "  ")
                    }
                }
            }
            return cell
        }
        let height = cells.map(\.lineCount).max() ?? 0
        // Each line is assembled in the output buffer itself, from the cells' bytes: no string per line.
        console.write { bytes in
            bytes.reserveCapacity(bytes.count + height * (3 * columnWidth + 2 * gap + 1))
            for index in 0..<height {
                // A line ends where its last drawn text ends: trailing blanks are left out.
                guard let last = cells.lastIndex(where: { $0.hasText(onLine: index) }) else {
                    bytes.append(UInt8(ascii: "\n"))
                    continue
                }
                for number in 0...last {
                    if number > 0 { bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: gap)) }
                    cells[number].appendLine(index, trimmed: number == last, to: &bytes)
                }
                bytes.append(UInt8(ascii: "\n"))
            }
        }
        if content.columns.allSatisfy(\.rows.isEmpty) {
            console.print()
            console.print(strings.emptyBoard)
        }
    }
}

/// One column of the board as lines of UTF-8, each exactly the column's width: every line is written
/// into one buffer, so a 10,000-card board builds no string per line.
private struct ColumnCell {
    let width: Int
    let policy: ColorPolicy
    private var bytes: [UInt8] = []
    /// Where each line ends in `bytes`, and where its text ends before any trailing blanks.
    private var lines: [(end: Int, textEnd: Int)] = []

    init(width: Int, policy: ColorPolicy) {
        self.width = width
        self.policy = policy
    }

    var lineCount: Int { lines.count }

    /// Appends `prefix`, `text` and `suffix` as one line fitted to the width (cut with `…` or padded with
    /// spaces, as `String.fitted(toWidth:)`), in `style` as far as the policy allows; `text` is made
    /// safe for a terminal first when `sanitizing`.
    mutating func append(
        _ text: String, after prefix: String = "", before suffix: String = "", sanitizing: Bool = false,
        style: TextStyle = .plain
    ) {
        let start = bytes.count
        let style = policy.filter(style)
        if style != .plain { bytes.append(contentsOf: style.escapeSequence.utf8) }
        let textStart = bytes.count
        bytes.append(contentsOf: prefix.utf8)
        // The prefix is ours (a handle such as `…00000001`, or spaces): measured alone, it keeps the
        // fast path below for a board whose every handle holds a `…`.
        let scalars = prefix.unicodeScalars, bodyStart = bytes.count
        let prefixWidth = scalars.allSatisfy { (0x20...0x7E).contains($0.value) || $0 == "…" } ? scalars.count : DisplayWidth.of(prefix)
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
        lines.append((bytes.count, textEnd))
    }

    /// Appends a line of spaces.
    mutating func appendBlank() {
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: width))
        lines.append((bytes.count, start))
    }

    /// Whether line `index` exists and shows more than blanks.
    func hasText(onLine index: Int) -> Bool {
        index < lines.count && lines[index].textEnd > start(ofLine: index)
    }

    /// Appends line `index` (spaces when the column has no such line), without its trailing blanks
    /// when `trimmed`.
    func appendLine(_ index: Int, trimmed: Bool, to output: inout [UInt8]) {
        guard index < lines.count else {
            output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: width))
            return
        }
        output.append(contentsOf: bytes[start(ofLine: index)..<(trimmed ? lines[index].textEnd : lines[index].end)])
    }

    private func start(ofLine index: Int) -> Int { index == 0 ? 0 : lines[index - 1].end }
}

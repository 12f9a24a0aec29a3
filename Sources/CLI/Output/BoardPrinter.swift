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
        let blank = String(repeating: " ", count: columnWidth)
        let hasBodies = content.columns.contains { $0.rows.contains { !$0.bodyPreview.isEmpty } }
        let longerIDs = ProjectID.distinguishingPrefixes(among: content.columns.lazy.flatMap(\.rows).map(\.id))
        let cells = content.columns.map { column in
            var cell = [policy.decorate("\(column.state.title) (\(column.rows.count))".fitted(toWidth: columnWidth), with: .plain.bold()),
                        String(repeating: "─", count: columnWidth)]
            cell.reserveCapacity(2 + column.rows.count * (hasBodies ? 3 : 2))
            for (index, row) in column.rows.enumerated() {
                // A blank line between cards keeps a body line from reading as the next card's.
                if index > 0 && hasBodies { cell.append(blank) }
                appendCellLines(for: row, id: longerIDs[row.id] ?? row.id.shortForm, width: columnWidth, to: &cell)
            }
            return cell
        }
        let height = cells.map(\.count).max() ?? 0
        // Each line is assembled in the output buffer itself: joining three cells into a string and then
        // trimming it copied every line of a 10,000-card board twice more.
        console.write { bytes in
            for index in 0..<height {
                let lineStart = bytes.count
                for (number, cell) in cells.enumerated() {
                    if number > 0 { bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: gap)) }
                    bytes.append(contentsOf: (index < cell.count ? cell[index] : blank).utf8)
                }
                while bytes.count > lineStart, bytes.last == UInt8(ascii: " ") { bytes.removeLast() }
                bytes.append(UInt8(ascii: "\n"))
            }
        }
        if content.columns.allSatisfy(\.rows.isEmpty) {
            console.print()
            console.print(strings.emptyBoard)
        }
    }

    private func appendCellLines(for row: ProjectRow, id: String, width: Int, to lines: inout [String]) {
        lines.append("\(id) \(row.title.sanitizedForTerminal())".fitted(toWidth: width))
        for line in row.bodyPreview {
            lines.append(policy.decorate(("  " + line.sanitizedForTerminal()).fitted(toWidth: width), with: .plain.dim()))
        }
        if let deadline = row.deadlineText {
            lines.append(DeadlineText.decorated("  " + deadline, overdue: row.isOverdue, width: width, policy: policy, strings: strings))
        }
    }
}

/// A deadline as the CLI prints it: red when overdue and colour is allowed, otherwise marked with `!`.
enum DeadlineText {
    static func decorated(_ text: String, overdue: Bool, width: Int? = nil, policy: ColorPolicy, strings: CLIStrings) -> String {
        guard overdue else { return width.map { text.fitted(toWidth: $0) } ?? text }
        let marked = policy.allowsColor ? "\(text) (\(strings.overdueMark))" : "\(text) ! (\(strings.overdueMark))"
        return policy.decorate(width.map { marked.fitted(toWidth: $0) } ?? marked, with: .plain.foreground(.red))
    }
}

import Presentation
import TerminalKit

/// `project-manager board`: the three columns side by side, each headed by its name and count.
struct BoardPrinter {
    let strings: CLIStrings
    let policy: ColorPolicy
    /// The width to fill, in terminal columns.
    let width: Int

    private let gap = 3

    func lines(for content: BoardContent) -> [String] {
        let columnWidth = max(20, (width - 2 * gap) / 3)
        let blank = String(repeating: " ", count: columnWidth)
        let hasBodies = content.columns.contains { $0.rows.contains { !$0.bodyPreview.isEmpty } }
        let longerIDs = ProjectID.distinguishingPrefixes(among: content.columns.lazy.flatMap(\.rows).map(\.id))
        let cells = content.columns.map { column in
            [policy.decorate("\(column.state.title) (\(column.rows.count))".fitted(toWidth: columnWidth), with: .plain.bold()),
             String(repeating: "─", count: columnWidth)]
                + column.rows.enumerated().flatMap { index, row in
                    // A blank line between cards keeps a body line from reading as the next card's.
                    (index > 0 && hasBodies ? [blank] : []) + cellLines(for: row, id: longerIDs[row.id] ?? row.id.shortForm, width: columnWidth)
                }
        }
        let height = cells.map(\.count).max() ?? 0
        let separator = String(repeating: " ", count: gap)
        var lines = (0..<height).map { index in
            cells.map { index < $0.count ? $0[index] : blank }.joined(separator: separator)
                .trimmingTrailingSpaces()
        }
        if content.columns.allSatisfy(\.rows.isEmpty) { lines += ["", strings.emptyBoard] }
        return lines
    }

    private func cellLines(for row: ProjectRow, id: String, width: Int) -> [String] {
        var lines = ["\(id) \(row.title.sanitizedForTerminal())".fitted(toWidth: width)]
        lines += row.bodyPreview.map {
            policy.decorate(("  " + $0.sanitizedForTerminal()).fitted(toWidth: width), with: .plain.dim())
        }
        if let deadline = row.deadlineText {
            lines.append(DeadlineText.decorated("  " + deadline, overdue: row.isOverdue, width: width, policy: policy, strings: strings))
        }
        return lines
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

extension String {
    func trimmingTrailingSpaces() -> String {
        // By bytes: removing the last Character one at a time was a sixth of printing a 10,000-row board.
        guard let last = utf8.lastIndex(where: { $0 != UInt8(ascii: " ") }) else { return "" }
        return String(decoding: utf8[...last], as: UTF8.self)
    }
}

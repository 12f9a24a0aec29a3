import Presentation

/// The board as plain lines: each column's title and count, then its projects, numbered across the
/// board so that `move 2 doing` names the second project printed.
enum BoardText {
    static func lines(for content: BoardContent, localizer: Localizer) -> [String] {
        var lines: [String] = []
        var number = 0
        for column in content.columns {
            lines.append("\(column.title) (\(column.count))")
            for row in column.rows {
                number += 1
                let deadline = row.deadlineText.map { "  due \($0)" + (row.isOverdue ? " (overdue)" : "") } ?? ""
                lines.append("  \(number). \(row.title)\(deadline)")
            }
        }
        if let reason = content.readOnlyReason { lines.append(localizer.readOnlyBanner(reason: reason)) }
        return lines + [""]
    }
}

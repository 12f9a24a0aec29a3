import FastCoding
import Presentation
import TerminalKit

/// `project-manager list`: one project per line under a header, columns aligned by display width.
struct ListPrinter {
    let strings: CLIStrings
    let policy: ColorPolicy
    /// The terminal's width, to cut long titles with `…` instead of wrapping them; `nil` when output goes
    /// to a file or a pipe, where a script wants the whole title.
    let width: Int?
    /// The handles of the projects whose short ids collide on the board (see
    /// `ProjectID.handles(among:)`); every other row shows its short id.
    var longerIDs: [ProjectID: String] = [:]

    func lines(for rows: [ProjectRow]) -> [String] {
        guard !rows.isEmpty else { return [strings.noMatches] }
        let header = strings.listHeader
        // Without colour an overdue deadline is marked " !", so its column is 2 wider.
        let marksOverdue = !policy.allowsColor && rows.contains(where: \.isOverdue)
        let deadlines = rows.map { row in (row.deadlineText ?? "-") + (marksOverdue && row.isOverdue ? " !" : "") }
        let ids = rows.map { longerIDs[$0.id] ?? IDText.shortForm($0.id) }
        // A handle's every scalar (hex digit, dash, `…`) is one column: counted without measuring text.
        let idColumns = ids.map(\.unicodeScalars.count)
        let idWidth = max(idColumns.max() ?? 8, header[0].displayWidth)
        let stateWidth = max(5, header[1].displayWidth)
        let deadlineWidth = max(header[2].displayWidth, deadlines.map(\.displayWidth).max() ?? 0)
        let titleWidth = width.map { max(10, $0 - idWidth - stateWidth - deadlineWidth - 3 * 2) }
        var lines = [[header[0].padded(toWidth: idWidth), header[1].padded(toWidth: stateWidth),
                      header[2].padded(toWidth: deadlineWidth), header[3]].joined(separator: "  ")]
        lines.reserveCapacity(rows.count + 1)
        for ((row, deadline), (id, columns)) in zip(zip(rows, deadlines), zip(ids, idColumns)) {
            let deadlineCell = row.isOverdue
                ? policy.decorate(deadline, with: .plain.foreground(.red)) + String(repeating: " ", count: deadlineWidth - deadline.displayWidth)
                : deadline.padded(toWidth: deadlineWidth)
            let title = row.title.sanitizedForTerminal()
            lines.append([id + String(repeating: " ", count: idWidth - columns), row.project.state.title.padded(toWidth: stateWidth), deadlineCell,
                          titleWidth.map { title.truncated(toWidth: $0) } ?? title].joined(separator: "  "))
        }
        return lines
    }
}

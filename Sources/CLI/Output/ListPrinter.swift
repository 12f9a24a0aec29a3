import Presentation
import TerminalKit

/// `project-manager list`: one project per line under a header, columns aligned by display width.
struct ListPrinter {
    let strings: CLIStrings
    let policy: ColorPolicy

    func lines(for rows: [ProjectRow]) -> [String] {
        guard !rows.isEmpty else { return [strings.noMatches] }
        let header = strings.listHeader
        let deadlines = rows.map { $0.deadlineText ?? "-" }
        let idWidth = max(8, header[0].displayWidth)
        let stateWidth = max(5, header[1].displayWidth)
        let deadlineWidth = max(header[2].displayWidth, deadlines.map(\.displayWidth).max() ?? 0) + 2
        var lines = [[header[0].padded(toWidth: idWidth), header[1].padded(toWidth: stateWidth),
                      header[2].padded(toWidth: deadlineWidth), header[3]].joined(separator: "  ")]
        lines.reserveCapacity(rows.count + 1)
        for (row, deadline) in zip(rows, deadlines) {
            let marked = row.isOverdue && !policy.allowsColor ? deadline + " !" : deadline
            let deadlineCell = row.isOverdue
                ? policy.decorate(marked.padded(toWidth: deadlineWidth), with: .plain.foreground(.red))
                : marked.padded(toWidth: deadlineWidth)
            lines.append([row.id.shortForm, row.project.state.title.padded(toWidth: stateWidth), deadlineCell,
                          row.title.sanitizedForTerminal()].joined(separator: "  "))
        }
        return lines
    }
}

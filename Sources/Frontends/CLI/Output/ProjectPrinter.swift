import Foundation
import Presentation
import TerminalKit

/// `project-manager show`: one project in full.
struct ProjectPrinter {
    let strings: CLIStrings
    let policy: ColorPolicy
    /// An instant as the user's clock shows it, in their language.
    let timestamp: (Date) -> String

    func lines(for row: ProjectRow) -> [String] {
        let project = row.project
        let labels = [strings.idLabel, strings.stateLabel, strings.deadlineLabel, strings.createdLabel, strings.updatedLabel]
        let width = labels.map(\.displayWidth).max() ?? 0
        func field(_ index: Int, _ value: String) -> String { "  " + labels[index].padded(toWidth: width) + "  " + value }
        let deadline = row.deadlineText.map {
            DeadlineText.decorated($0, overdue: row.isOverdue, policy: policy, strings: strings)
        } ?? strings.noDeadline
        var lines = [
            policy.decorate(project.title.sanitizedForTerminal(), with: .plain.bold()),
            field(0, project.id.description),
            field(1, project.state.title),
            field(2, deadline),
            field(3, timestamp(project.createdAt)),
            field(4, timestamp(project.updatedAt)),
        ]
        if !project.body.isEmpty {
            lines.append("")
            lines += project.body.split(separator: "\n", omittingEmptySubsequences: false)
                .map { String($0).sanitizedForTerminal() }
        }
        return lines
    }
}

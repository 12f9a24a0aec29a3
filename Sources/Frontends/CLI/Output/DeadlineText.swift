import Presentation
import TerminalKit

/// A deadline as the CLI prints it: red when overdue and colour is allowed, otherwise marked with `!`.
enum DeadlineText {
    static func decorated(_ text: String, overdue: Bool, policy: ColorPolicy, strings: CLIStrings) -> String {
        guard overdue else { return text }
        let marked = policy.allowsColor ? "\(text) (\(strings.overdueMark))" : "\(text) ! (\(strings.overdueMark))"
        return policy.decorate(marked, with: .plain.foreground(.red))
    }
}

import Testing
import TerminalKit

@Suite("Colour policy")
struct ColorPolicyTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let environment: [String: String]
        let isTerminal: Bool
        let flag: Bool
        let color: Bool
        let attributes: Bool
        var testDescription: String { "\(environment) terminal=\(isTerminal) --no-color=\(flag)" }
    }

    @Test("Colour only on a terminal without NO_COLOR, TERM=dumb or --no-color", arguments: [
        Case(environment: ["TERM": "xterm-256color"], isTerminal: true, flag: false, color: true, attributes: true),
        Case(environment: [:], isTerminal: true, flag: false, color: true, attributes: true),
        Case(environment: ["TERM": "xterm", "NO_COLOR": "1"], isTerminal: true, flag: false, color: false, attributes: true),
        Case(environment: ["TERM": "xterm", "NO_COLOR": ""], isTerminal: true, flag: false, color: true, attributes: true),
        Case(environment: ["TERM": "xterm"], isTerminal: true, flag: true, color: false, attributes: true),
        Case(environment: ["TERM": "dumb"], isTerminal: true, flag: false, color: false, attributes: false),
        Case(environment: ["TERM": "xterm"], isTerminal: false, flag: false, color: false, attributes: false),
        Case(environment: ["TERM": "dumb", "NO_COLOR": "1"], isTerminal: false, flag: true, color: false, attributes: false),
    ])
    func matrix(row: Case) {
        let policy = ColorPolicy(environment: row.environment, outputIsTerminal: row.isTerminal, noColorFlag: row.flag)
        #expect(policy.allowsColor == row.color)
        #expect(policy.allowsAttributes == row.attributes)
    }

    @Test("Decorating keeps what the policy allows and nothing else")
    func decorate() {
        let overdue = TextStyle.plain.foreground(.red).bold()
        let full = ColorPolicy(allowsColor: true, allowsAttributes: true)
        let noColor = ColorPolicy(allowsColor: false, allowsAttributes: true)
        let none = ColorPolicy(allowsColor: false, allowsAttributes: false)
        #expect(full.decorate("late", with: overdue) == "\u{1B}[0;1;31mlate\u{1B}[0m")
        #expect(noColor.decorate("late", with: overdue) == "\u{1B}[0;1mlate\u{1B}[0m")
        #expect(noColor.decorate("late", with: .plain.foreground(.red)) == "late")
        #expect(none.decorate("late", with: overdue) == "late")
    }

    @Test("Styles render as one SGR sequence that starts with a reset")
    func sgr() {
        #expect(TextStyle.plain.escapeSequence == "\u{1B}[0m")
        #expect(TextStyle.plain.reversed().escapeSequence == "\u{1B}[0;7m")
        #expect(TextStyle(foreground: .green, isDim: true, isUnderlined: true).escapeSequence == "\u{1B}[0;2;4;32m")
    }
}

import Testing

/// The Mac and iPad workflow is well formed: what a hosted runner reads, checked here where none runs.
@Suite struct WorkflowTests {
    static let path = ".github/workflows/mac.yml"

    @Test func theMacWorkflowParses() throws {
        let problems = Self.problems(in: try PackageRoot.read(Self.path))
        #expect(problems.isEmpty, "\(Self.path):\n\(problems.joined(separator: "\n"))")
    }

    @Test func theCheckCatchesWhatItIsFor() {
        #expect(!Self.problems(in: "name: x\non: push\njobs:\n\tmac:\n").isEmpty)
        #expect(!Self.problems(in: "name: x\non: push\njobs:\n  mac:\n    runs-on: ubuntu-latest\n").isEmpty)
        #expect(!Self.problems(in: "name: x\non: push\njobs:\n  mac:\n    runs-on: macos-26\n    steps:\n      - run: swift build\n   - run: swift test\n").isEmpty)
    }

    /// What is wrong with `text` as a workflow: tabs, indentation that is not a multiple of two, a step
    /// list out of line, a key without a colon, or a missing part (jobs on a Mac that build, test, build
    /// the SwiftUI example's Mac app, and build for the iOS Simulator, the example's views among what is built).
    static func problems(in text: String) -> [String] {
        var problems: [String] = []
        var stepIndent: Int?
        var inBlock: Int?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            let indent = line.count - trimmed.count
            if let block = inBlock, trimmed.isEmpty || indent > block { continue }
            inBlock = nil
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            if line.contains("\t") { problems.append("line \(index + 1): a tab") }
            if indent % 2 != 0 { problems.append("line \(index + 1): indented by \(indent)") }
            if trimmed.hasPrefix("- ") {
                if let steps = stepIndent, indent != steps, trimmed.contains("run:") || trimmed.contains("uses:") || trimmed.contains("name:") {
                    problems.append("line \(index + 1): a step out of line with the others")
                }
                stepIndent = stepIndent ?? indent
            } else if !trimmed.contains(":") {
                problems.append("line \(index + 1): no key")
            }
            // A block scalar (`run: |`): its lines are shell, not YAML.
            if trimmed.hasSuffix("|") || trimmed.hasSuffix(">") { inBlock = indent + (trimmed.hasPrefix("- ") ? 2 : 0) }
        }
        for required in ["name:", "\non:", "\njobs:", "runs-on: macos-", "swift build", "swift test", "swift build --product KanbanApp", "platform=iOS Simulator", "KanbanViews"] where !text.contains(required) {
            problems.append("missing \(required.trimmingCharacters(in: .newlines))")
        }
        return problems
    }
}

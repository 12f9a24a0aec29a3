import CLI
import Foundation
import Testing

/// `project-manager completion`: the scripts, and bash's completion run for real on a store.
@Suite("project-manager completion", .timeLimit(.minutes(5)))
struct CompletionTests {
    static let bash = "/bin/bash"

    /// What bash's completion offers for the words typed so far (the last one being completed), run in a
    /// real bash on the sandbox's store with the script the program prints.
    static func complete(_ words: [String], in sandbox: Sandbox) async throws -> [String] {
        let program = Sandbox.executable.path
        let quoted = ([program] + words).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let script = """
            source <('\(program)' completion bash) || exit 9
            COMP_WORDS=(\(quoted.joined(separator: " "))); COMP_CWORD=\(words.count); COMPREPLY=()
            _project_manager
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try await sandbox.launch(URL(fileURLWithPath: bash), ["--norc", "--noprofile", "-c", script],
                                              environment: sandbox.baseEnvironment)
        #expect(result.status == 0, "\(result.errors)")
        return result.lines.filter { !$0.isEmpty }
    }

    @Test("bash completes commands, options, states, days and the ids of the projects in the store")
    func bashOnARealStore() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.bash), "needs bash")
        let sandbox = try Sandbox()
        let first = try await sandbox.add("Write the report")
        let second = try await sandbox.add("Fix the login bug", "--state", "doing")
        #expect(try await Self.complete(["mo"], in: sandbox) == ["move"])
        #expect(try await Self.complete([""], in: sandbox).count == CommandSpec.all.count)  // every command of the table
        #expect(Set(try await Self.complete(["move", ""], in: sandbox)) == [first, second])
        #expect(try await Self.complete(["show", String(first.prefix(5))], in: sandbox) == [first])
        #expect(try await Self.complete(["move", first, "d"], in: sandbox) == ["doing", "done"])
        #expect(try await Self.complete(["add", "T", "--d"], in: sandbox) == ["--deadline"])
        #expect(try await Self.complete(["list", "--due", "to"], in: sandbox) == ["today", "tomorrow"])
        #expect(try await Self.complete(["list", "--state", ""], in: sandbox) == ["todo", "doing", "done"])
        #expect(try await Self.complete(["completion", ""], in: sandbox) == ["bash", "zsh", "fish"])
        // --store on the line is the store whose ids are offered.
        let other = try Sandbox()
        let elsewhere = try await other.add("Elsewhere")
        #expect(try await Self.complete(["--store", other.store.path, "delete", ""], in: sandbox) == [elsewhere])
    }

    @Test("completion ids: one id and title a line, in board order; zsh and fish scripts name the same commands")
    func idsAndScripts() async throws {
        let sandbox = try Sandbox()
        let first = try await sandbox.add("Write the report")
        let second = try await sandbox.add("한글 제목", "--state", "done")
        #expect(try await sandbox.run("completion", "ids").output == "\(first)\tWrite the report\n\(second)\t한글 제목\n")
        for shell in ["zsh", "fish"] {
            let script = try await sandbox.run("completion", shell)
            #expect(script.status == 0)
            for command in ["board", "add", "list", "show", "edit", "move", "delete", "history", "undo", "redo", "export", "import"] {
                #expect(script.output.contains(command), "\(shell): \(command)")
            }
            #expect(script.output.contains("completion ids"))
        }
        let bad = try await sandbox.run("completion", "tcsh")
        #expect(bad.status == 2 && bad.errors.hasPrefix("error: no completion for 'tcsh'"))
    }
}

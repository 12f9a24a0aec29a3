import Foundation
import ProcessTesting
import Testing

/// One run of the real `project-manager-shell`, commands piped in, on a store in a temporary directory:
/// the composition root, the journal on disk and the shell, end to end.
@Suite("project-manager-shell", .timeLimit(.minutes(5)))
struct ExecutableTests {
    @Test func pipedCommandsPrintTheBoardsAndPersist() async throws {
        let executable = URL(fileURLWithPath: BuiltProgram.path("project-manager-shell"))
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build it first: swift build")
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("shell-test-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: store) }

        func run(_ input: String) async throws -> String {
            let run = try await ProgramRun.run(executable.path, [], environment: ["PROJECT_MANAGER_STORE": store.path, "LANG": "C"],
                                               input: Data(input.utf8), within: .seconds(60))
            #expect(run.status == 0, "\(run)")
            return run.output
        }

        #expect(try await run("add Write the README\nmove 1 doing\n") == """
            TODO (0)
            DOING (0)
            DONE (0)

            TODO (1)
              1. Write the README
            DOING (0)
            DONE (0)

            TODO (0)
            DOING (1)
              1. Write the README
            DONE (0)


            """)
        // A second run reads what the first one stored.
        #expect(try await run("quit\n") == "TODO (0)\nDOING (1)\n  1. Write the README\nDONE (0)\n\n")
    }
}

import Foundation
import ProcessTesting
import Testing

/// One run of the real `project-manager-shell`, commands piped in, on a store in a temporary directory:
/// the composition root, the journal on disk and the shell, end to end.
@Suite("project-manager-shell")
struct ExecutableTests {
    @Test func pipedCommandsPrintTheBoardsAndPersist() throws {
        let executable = URL(fileURLWithPath: BuiltProgram.path("project-manager-shell"))
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build it first: swift build")
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("shell-test-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: store) }

        func run(_ input: String) throws -> String {
            let process = Process()
            process.executableURL = executable
            process.environment = ["PROJECT_MANAGER_STORE": store.path, "LANG": "C"]
            let stdin = Pipe(), stdout = Pipe()
            process.standardInput = stdin
            process.standardOutput = stdout
            try process.run()
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try stdin.fileHandleForWriting.close()
            let output = stdout.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            return String(decoding: output, as: UTF8.self)
        }

        #expect(try run("add Write the README\nmove 1 doing\n") == """
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
        #expect(try run("quit\n") == "TODO (0)\nDOING (1)\n  1. Write the README\nDONE (0)\n\n")
    }
}

import Foundation
import ProcessTesting
import Testing

/// Several processes writing one store at the same moment: the store's lock must serialise them so that
/// no change is lost and none fails.
@Suite(.timeLimit(.minutes(5)), ReliabilityGate.trait) struct ConcurrentWriterTests {
    /// 4 shells, each running 100 `add`s one after another, all four at once.
    @Test func fourWritersOfAHundredAddsEachLoseNothing() async throws {
        let scratch = try Scratch()
        let program = Program(scratch: scratch)
        let writers = 4, adds = 100
        // Each writer is a shell loop, so 400 processes start as fast as they can; one that fails stops its loop.
        let script = """
            i=0
            while [ $i -lt \(adds) ]; do
              "$0" add "writer $1 add $i" >/dev/null || { echo "writer $1: add $i failed with status $?" >&2; exit 1; }
              i=$((i + 1))
            done
            """
        let children = try (0..<writers).map { writer in
            try RunningProgram(
                executable: "/bin/sh", arguments: ["-c", script, Program.executable, "\(writer)"].map { Array($0.utf8) },
                environment: program.environment, input: nil, scratch: scratch.path
            )
        }
        for child in children {
            let outcome = try await child.finish()
            #expect(outcome.status == 0, "\(outcome)")
        }

        let projects = try await program.projects()
        #expect(projects.count == writers * adds)
        let expected = Set((0..<writers).flatMap { writer in (0..<adds).map { "writer \(writer) add \($0)" } })
        #expect(Set(projects.map(\.title)) == expected)
        #expect(Set(projects.map(\.id)).count == projects.count)
        // Every change is in the history too, once.
        let history = try await program.succeed(["history"])
        #expect(history.split(separator: "\n").count == writers * adds)
    }
}

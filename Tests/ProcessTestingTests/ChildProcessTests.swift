#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation
import ProcessTesting
import Testing

/// The harness every test starts its children with: it reaps each by its pid, bounds each wait, and
/// hands a child nothing of the test process but its three streams.
@Suite(.timeLimit(.minutes(2))) struct ChildProcessTests {
    @Test func aRunReturnsTheStatusAndWhatWasWrittenOnEachStream() async throws {
        let run = try await ProgramRun.run("/bin/sh", ["-c", "read line; echo \"out $line\"; echo err >&2; exit 3"],
                                           environment: [:], input: Data("in\n".utf8))
        #expect(run.termination == Termination(status: 3, signal: nil))
        #expect(run.output == "out in\n")
        #expect(run.errors == "err\n")
    }

    @Test func aChildThatOverrunsItsLimitIsKilledAndNamed() async throws {
        // Were the limit ignored, the wait would end only with the child, without throwing. The child
        // outlives any pause of the test's task (a whole run on a loaded machine has held one 100 s).
        let child = try ChildProcess("/bin/sleep", arguments: ["600"], environment: [:])
        let overran = await #expect(throws: Overran.self) { try await child.wait(within: .milliseconds(200)) }
        #expect(overran?.what == "/bin/sleep 600")
        #expect(child.termination == Termination(status: nil, signal: SIGKILL))
    }

    @Test func aSignalledChildEndsWithThatSignal() async throws {
        let child = try ChildProcess("/bin/sleep", arguments: ["30"], environment: [:])
        child.signal(SIGTERM)
        #expect(try await child.wait(within: .seconds(20)) == Termination(status: nil, signal: SIGTERM))
        #expect(try await child.wait(within: .seconds(20)).code == 128 + SIGTERM)
    }

    @Test func aSignalGivenADelayIsSentOnceItHasPassed() async throws {
        let child = try ChildProcess("/bin/sleep", arguments: ["30"], environment: [:])
        child.signal(SIGTERM, after: .milliseconds(50))
        #expect(try await child.wait(within: .seconds(20)) == Termination(status: nil, signal: SIGTERM))
    }

    @Test func aChildRunsInTheDirectoryItIsGiven() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try await ProgramRun.run("/bin/pwd", ["-P"], environment: [:], directory: directory.path)
        // As `pwd -P` prints it: every link resolved, `/private` kept (Foundation drops it from `/tmp`'s path on a Mac).
        let real = try #require(realpath(directory.path, nil))
        defer { free(real) }
        #expect(run.output == String(cString: real) + "\n", "\(run)")
    }

    /// A lock another test holds (and releases) must not live on in a child through an inherited descriptor.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd"), "lists descriptors through /proc"))
    func aChildInheritsOnlyStandardInputOutputAndError() async throws {
        let held = FileManager.default.temporaryDirectory.appendingPathComponent("held-\(UUID().uuidString)").path
        let leaked = open(held, O_RDWR | O_CREAT, 0o600)  // no O_CLOEXEC on purpose
        try #require(leaked > 2)
        defer { close(leaked); unlink(held) }
        let run = try await ProgramRun.run("/bin/sh", ["-c", "ls /proc/$$/fd"], environment: ["PATH": "/usr/bin:/bin"])
        let descriptors = Set(run.output.split(separator: "\n").compactMap { Int32($0) })
        #expect(run.status == 0, "\(run)")
        #expect(descriptors.isSuperset(of: [0, 1, 2]) && !descriptors.contains(leaked), "\(descriptors)")
    }
}

/// Waits with an end: a check that never holds, or a call that never returns, fails by the deadline.
@Suite(.timeLimit(.minutes(2))) struct DeadlineTests {
    @Test func aPollThatNeverHoldsOverrunsWithWhatItLastSaw() async throws {
        let deadline = Deadline(.milliseconds(100), waitingFor: "a condition that never holds")
        var checks = 0
        let overran = await #expect(throws: Overran.self) {
            try await deadline.poll(seen: { "check \(checks)" }) { () -> Bool? in
                checks += 1
                return nil
            }
        }
        #expect(checks > 1)
        #expect(overran?.description.hasPrefix("timed out after") == true)
        #expect(overran?.seen == "check \(checks)")
    }

    @Test func aCallThatIgnoresCancellationIsLeftBehindAtTheDeadline() async throws {
        // Were the deadline ignored, the wait would last until the suite's time limit fails it.
        let release = DispatchSemaphore(value: 0)
        defer { release.signal() }  // lets the abandoned thread end
        await #expect(throws: Overran.self) {
            try await Deadline(.milliseconds(200), waitingFor: "a blocked call").run {
                await withCheckedContinuation { continuation in
                    Thread {
                        release.wait()
                        continuation.resume()
                    }.start()
                }
            }
        }
    }

    @Test func aCallThatReturnsInTimeGivesItsValue() async throws {
        #expect(try await Deadline(.seconds(20), waitingFor: "a quick call").run { 42 } == 42)
    }
}

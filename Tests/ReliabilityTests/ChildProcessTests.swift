#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation
import Testing

/// The harness itself: a child must not inherit the test process's descriptors, or a lock another test
/// holds (and releases) would live on in the child.
@Suite(ReliabilityGate.trait) struct ChildProcessTests {
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd")))
    func aChildInheritsOnlyStandardInputOutputAndError() async throws {
        let scratch = try Scratch()
        let leaked = open(scratch.path + "/held", O_RDWR | O_CREAT, 0o600) // no O_CLOEXEC on purpose
        try #require(leaked > 2)
        defer { close(leaked) }
        let child = try ChildProcess(
            executable: "/bin/sh", arguments: [Array("-c".utf8), Array("ls /proc/$$/fd".utf8)],
            environment: ["PATH": "/usr/bin:/bin"], input: nil, scratch: scratch.path
        )
        let outcome = await child.finish()
        let descriptors = Set(outcome.outputText.split(separator: "\n").compactMap { Int32($0) })
        #expect(outcome.status == 0, "\(outcome)")
        #expect(descriptors.isSuperset(of: [0, 1, 2]) && !descriptors.contains(leaked), "\(descriptors)")
    }
}

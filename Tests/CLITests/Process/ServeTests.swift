import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// `project-manager serve` as a user runs it: the address first on standard output, the board page there,
/// and a clean exit on SIGTERM.
@Suite struct ServeTests {
    @Test func servePrintsItsAddressServesThePageAndStopsOnSIGTERM() async throws {
        let sandbox = try Sandbox()
        let process = Process()
        process.executableURL = Sandbox.executable
        process.arguments = ["serve", "--port", "0"]
        process.environment = sandbox.baseEnvironment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

        // The first line, read on a thread of its own (the read blocks).
        let firstLine = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<String, any Error>) in
            Thread {
                var line: [UInt8] = []
                while let byte = output.fileHandleForReading.readData(ofLength: 1).first, byte != UInt8(ascii: "\n") {
                    line.append(byte)
                }
                continuation.resume(returning: String(decoding: line, as: UTF8.self))
            }.start()
        }
        #expect(firstLine.hasPrefix("http://127.0.0.1:"))
        let url = try #require(URL(string: firstLine))
        let (data, response) = try await URLSession.shared.data(from: url)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: data, as: UTF8.self).contains("<section class=\"column\" aria-label=\"TODO\">"))

        kill(process.processIdentifier, SIGTERM)
        let deadline = ContinuousClock.now + .seconds(20)
        while process.isRunning, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        #expect(!process.isRunning)
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
    }
}

import Foundation
import ProcessTesting
import Testing

/// The code `project-manager serve` draws for an address asked for (`--host`; a second loopback address
/// stands in for the network) scans, with a real decoder, to exactly the address with the secret it printed first.
@Suite(.timeLimit(.minutes(5)), .enabled(if: Zbar.testsShouldRun, Zbar.skipReason))
struct ServedAddressTests {
    @Test(.enabled(if: Loopback.secondAddress != nil, "needs a second loopback address, which only Linux has"))
    func serveDrawsItsAddressAsACodeThatScansToThePrintedLine() async throws {
        let host = try #require(Loopback.secondAddress)
        let scratch = FileManager.default.temporaryDirectory.appending(path: "served-qr-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let home = scratch.path(percentEncoded: false)
        let program = try RunningProgram(
            BuiltProgram.projectManager, ["serve", "--host", host, "--port", "0"],
            environment: ["PATH": "/usr/bin:/bin", "HOME": home, "PROJECT_MANAGER_STORE": home + "/store", "LANG": "en_US.UTF-8"],
            scratch: home)
        defer { program.child.kill() }
        // The address, then the drawing: lines of half blocks between colour codes, up to a reset line.
        let lines = try await Deadline(.seconds(30), waitingFor: "serve to print its address and its code").poll(seen: { program.outputSoFar }) {
            let lines = program.outputSoFar.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            return lines.count > 20 && lines.last == "" ? lines : nil
        }
        let address = try #require(lines.first)
        #expect(address.hasPrefix("http://\(host):") && address.contains("/?token="))
        let drawing = lines.dropFirst().joined(separator: "\n")
        let image = try #require(DrawingReader.modules(of: drawing), "not a drawing of half blocks: \(drawing)")
        let run = try await Zbar.decode(image)
        #expect(run.status == 0, "\(run)")
        #expect(run.outputData == Data(address.utf8))
    }
}

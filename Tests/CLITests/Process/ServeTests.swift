import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import ProcessTesting
import Testing

/// `project-manager serve` as a user runs it: the address first on standard output, the board page there,
/// and a clean exit on SIGTERM.
@Suite(.timeLimit(.minutes(5))) struct ServeTests {
    @Test func servePrintsItsAddressServesThePageAndStopsOnSIGTERM() async throws {
        let sandbox = try Sandbox()
        let serve = try RunningProgram(Sandbox.executable.path, ["serve", "--port", "0"], environment: sandbox.baseEnvironment,
                                       scratch: sandbox.root.path)
        let firstLine = try await Deadline(.seconds(30), waitingFor: "serve to print its address").poll(seen: { serve.outputSoFar }) {
            let output = serve.outputSoFar
            return output.firstIndex(of: "\n").map { String(output[..<$0]) }
        }
        #expect(firstLine.hasPrefix("http://127.0.0.1:"))
        let url = try #require(URL(string: firstLine))
        let (data, response) = try await URLSession.shared.data(from: url)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: data, as: UTF8.self).contains("<section class=\"column\" aria-label=\"TODO\">"))

        serve.child.signal(SIGTERM)
        let termination = try await serve.child.wait(within: .seconds(20))
        #expect(termination.status == 0, "\(termination)")
    }
}

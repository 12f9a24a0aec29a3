import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import ProcessTesting
import Testing

/// `project-manager serve` as a user runs it: the address with its secret first on standard output, the
/// board there for the page that shows the secret, and a clean exit on SIGTERM.
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
        let token = try #require(firstLine.split(separator: "/?token=").last.map(String.init))
        #expect(token.count == 64)
        let url = try #require(URL(string: String(firstLine.prefix { $0 != "?" })))
        // The page, to anyone; the board, only to whoever shows the secret the page is handed.
        let (page, _) = try await URLSession.shared.data(from: url)
        #expect(String(decoding: page, as: UTF8.self).contains("<section class=\"column\" aria-label=\"TODO\">"))
        let (_, refused) = try await URLSession.shared.data(from: url.appending(path: "board"))
        #expect((refused as? HTTPURLResponse)?.statusCode == 403)
        var request = URLRequest(url: url.appending(path: "board"))
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        let (data, response) = try await URLSession.shared.data(for: request)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: data, as: UTF8.self).contains("\"columns\""))
        // The secret stays for the next run, readable by its owner alone.
        let file = sandbox.home.appending(path: ".local/state/project-manager/serve-token").path
        #expect(try String(contentsOfFile: file, encoding: .utf8) == token + "\n")
        #expect(try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int == 0o600)

        serve.child.signal(SIGTERM)
        let termination = try await serve.child.wait(within: .seconds(20))
        #expect(termination.status == 0, "\(termination)")
    }
}

import Foundation
import HTTPTesting
import ProcessTesting
import Testing

/// Another account on the same machine gets nothing it can use from the board `serve` runs for its
/// owner: every request it makes is refused, it can't read the kept secret, and the store stays as it
/// was. Run as root, the test makes its requests as `nobody` (uid 65534) with `setpriv` and `curl`.
@MainActor
@Suite(.timeLimit(.minutes(5)),
       .enabled(if: Nobody.canRun || SystemTool.isDemandedByCI,
                "needs root (to act as nobody), setpriv and curl"))
struct OtherAccountTests {
    /// Runs `arguments` as nobody; the run's status and output.
    private func asNobody(_ board: ServedBoard, _ arguments: [String]) async throws -> ProgramRun {
        try await ProgramRun.run(Nobody.setpriv, ["--reuid=65534", "--regid=65534", "--clear-groups"] + arguments,
                                 environment: ["PATH": "/usr/bin:/bin"], scratch: board.scratch)
    }

    @Test func nobodyIsRefusedEverywhereCannotReadTheSecretAndChangesNothing() async throws {
        try #require(Nobody.canRun, "root, setpriv and curl are needed on CI")
        let board = try await ServedBoard.start()
        var failure: (any Error)?
        do {
            try await board.cli("add", "Private plans")
            let before = try await board.cli("list", "--json")
            let base = board.url.absoluteString
            let requests: [[String]] = [
                [base + "board"], [base + "board.js"], [base + "events?channel=c"],
                ["-X", "POST", "-H", "Content-Type: application/json", "-d", #"{"channel":"c"}"#, base + "tabs"],
                ["-X", "POST", "-H", "Content-Type: application/json", "-d", #"{"seq":0,"input":{"add":{}}}"#, base + "tabs/1/inputs"],
                // The secret as a cookie, which any port of the host could have received, opens nothing.
                ["-H", "Cookie: project-manager-\(board.url.port ?? 0)=\(board.tokenURL.query?.dropFirst("token=".count) ?? "")", base + "board"],
            ]
            for request in requests {
                let run = try await asNobody(board, [Nobody.curl, "-s", "-o", "/dev/null", "-w", "%{http_code}", "--max-time", "20"] + request)
                #expect(run.output == "403", "\(request): \(run)")
            }
            let whoami = try await asNobody(board, ["/usr/bin/id", "-u"])
            #expect(whoami.output == "65534\n")
            let read = try await asNobody(board, ["/bin/cat", board.secretFile])
            #expect(read.status != 0)
            #expect(read.output.isEmpty)
            #expect(try FileManager.default.attributesOfItem(atPath: board.secretFile)[.posixPermissions] as? Int == 0o600)
            #expect(try await board.cli("list", "--json") == before)
        } catch {
            failure = error
        }
        await board.stop()
        if let failure { throw failure }
    }
}

/// What acting as `nobody` takes.
private enum Nobody {
    static let setpriv = SystemTool.find("setpriv") ?? "setpriv", curl = SystemTool.find("curl") ?? "curl"
    static let canRun = getuid() == 0 && FileManager.default.isExecutableFile(atPath: setpriv)
        && FileManager.default.isExecutableFile(atPath: curl)
}

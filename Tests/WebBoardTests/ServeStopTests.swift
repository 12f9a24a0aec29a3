import Foundation
import HTTPTesting
import ProcessTesting
import Testing

/// `serve` stops on Ctrl-C or SIGTERM within a second, whatever its tabs are doing, and closes every socket.
@MainActor
@Suite(.timeLimit(.minutes(2))) struct ServeStopTests {
    /// A request as the board's page sends it, with the secret and the page's origin.
    private func request(_ method: String, _ path: String, _ body: String = "", board: ServedBoard) -> String {
        let authority = "127.0.0.1:\(board.url.port ?? 0)"
        return "\(method) \(path) HTTP/1.1\r\nHost: \(authority)\r\nOrigin: http://\(authority)\r\nAuthorization: Bearer \(board.secret)\r\n"
            + "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
    }

    /// Sends `request` on two connections together, off the main actor, so the second arrives while the
    /// first is held however busy the main actor is with other suites.
    nonisolated private static func connectTwice(port: Int, sending request: String) async throws -> [RawClient] {
        async let first = RawClient.connect(port: port, readTimeout: 20, sending: request)
        async let second = RawClient.connect(port: port, readTimeout: 20, sending: request)
        return try await [first, second]
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func serveStopsWithinASecondWhileATabsInputIsHeldForAMissingOne(signal: Int32) async throws {
        let board = try await ServedBoard.start()
        let port = board.url.port ?? 0
        var clients: [RawClient] = []
        var failure: (any Error)?
        do {
            // A tab whose browser has no stream open (one that ended would have taken the tab with it).
            let opener = try await RawClient.connect(port: port, sending: request("POST", "/tabs", #"{"channel":"c"}"#, board: board))
            clients.append(opener)
            let opened = try await opener.readResponse()
            let tab = try #require(opened.body.split(separator: "\"").dropFirst(3).first, "\(opened)")
            let first = try await RawClient.connect(port: port, sending: request("POST", "/tabs/\(tab)/inputs", #"{"seq":0,"input":{"appear":{}}}"#, board: board))
            clients.append(first)
            #expect(try await first.readResponse().status == 204)

            // Number 2 twice, without number 1: one is held, the other (a number already used) refused at once.
            let (answers, answer) = AsyncStream.makeStream(of: Int.self)
            let second = request("POST", "/tabs/\(tab)/inputs", #"{"seq":2,"input":{"select":{}}}"#, board: board)
            for client in try await Self.connectTwice(port: port, sending: second) {
                clients.append(client)
                Task.detached { answer.yield((try? await client.readResponse().status) ?? 0) }
            }
            var statuses = answers.makeAsyncIterator()
            #expect(await statuses.next() == 409)

            try await board.stopServing(signal: signal, within: .seconds(1))
            // The held one is answered (refused: its tab went with the server) and its socket closed.
            #expect(await statuses.next() == 409)
        } catch {
            failure = error
        }
        for client in clients { client.close() }
        await board.stop()
        if let failure { throw failure }
    }
}

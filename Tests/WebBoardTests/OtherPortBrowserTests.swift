import Foundation
import HTTPKit
import HTTPTesting
import Synchronization
import Testing

/// The attack of another account that serves a page on another port of the same host: the browser that
/// opened the board visits it, and everything that page receives or can read opens nothing of the board.
@MainActor
@Suite("Another port of the same host, in headless Chromium", .timeLimit(.minutes(5)), .serialized, .sharedBrowser,
       .enabled(if: ChromeDriver.testsShouldRun, "needs chromium and chromedriver (apt-get install chromium chromium-driver)"))
struct OtherPortBrowserTests {
    /// A server on another loopback port that keeps every request it gets; its page reports what it can
    /// read of its origin's storage and cookies.
    private final class Spy: Sendable {
        final class Log: Sendable {
            let requests = Mutex<[HTTPRequest]>([])
        }

        let log: Log
        let server: HTTPServer
        var requests: [HTTPRequest] { log.requests.withLock { $0 } }

        init() throws {
            let log = Log()
            self.log = log
            let page = """
                <!doctype html><html lang="en"><title>Another account's page</title><body><script>
                fetch("/report", { method: "POST", body: JSON.stringify({ storage: { ...localStorage }, cookie: document.cookie }) });
                </script></body></html>
                """
            server = try HTTPServer.start(ServerConfiguration(securityHeaders: [:])) { request in
                log.requests.withLock { $0.append(request) }
                return .text(page, contentType: "text/html; charset=utf-8")
            }
        }
    }

    @Test func aPageOnAnotherPortReceivesNothingThatOpensTheBoard() async throws {
        let browser = try #require(SharedBrowser.session)
        let board = try await ServedBoard.start()  // the browser opened the printed address
        let spy = try Spy()
        var failure: (any Error)?
        do {
            try await board.cli("add", "Private plans")
            try await browser.navigate(to: board.url)
            try await browser.waitForTitles(["Private plans"], in: "TODO")
            try await browser.navigate(to: URL(string: spy.server.address.url)!)
            try await eventually("the other page's report") { spy.requests.contains { $0.path == "/report" } }

            let secret = String(board.tokenURL.query?.dropFirst("token=".count) ?? "")
            let received = spy.requests
            for request in received {
                let everything = request.target + request.headers.map { "\($0.name): \($0.value)" }.joined() + request.bodyText
                #expect(!everything.contains(secret), "\(request.method) \(request.target) carried the secret")
                #expect(request.headers["Cookie"] == nil)
            }
            #expect(received.first { $0.path == "/report" }?.bodyText == #"{"storage":{},"cookie":""}"#)

            // Whatever it got, sent to the board by the other account: refused on every path of the board.
            let authority = "127.0.0.1:\(board.url.port ?? 0)"
            for request in received {
                for (method, path) in [("GET", "/board"), ("GET", "/events?channel=c"), ("POST", "/tabs"), ("POST", "/tabs/x/inputs"),
                                       ("POST", "/tabs/x/close"), ("GET", "/?token=")] {
                    var head = "\(method) \(path) HTTP/1.1\r\nHost: \(authority)\r\nConnection: close\r\n"
                    for field in request.headers where !["host", "connection", "content-length"].contains(field.name.lowercased()) {
                        head += "\(field.name): \(field.value)\r\n"
                    }
                    let client = try await RawClient.connect(port: board.url.port ?? 0, sending: head + "Content-Length: 2\r\n\r\n{}")
                    let answer = try await client.readResponse()
                    client.close()
                    #expect(answer.status == 403, "\(method) \(path) with what \(request.target) got")
                    #expect(!answer.body.contains("Private plans"))
                }
            }
        } catch {
            failure = error
        }
        try? await browser.navigate(to: URL(string: "about:blank")!)
        await spy.server.stop()
        await board.stop()
        if let failure { throw failure }
    }
}

import Foundation
import HTTPKit
import HTTPTesting
import PresentationTesting
import Testing
@testable import WebBoard

/// The web board over HTTP: the page, its assets, and the live board as server-sent events.
@MainActor
@Suite struct WebBoardServerTests {
    /// Runs `body` with the board of `bench` served on a free loopback port; stops the server after.
    private func withBoard(_ bench: TestBench, _ body: (HTTPServer, URL) async throws -> Void) async throws {
        let server = try WebBoardServer.start(factory: bench.factory, refreshInterval: .milliseconds(50))
        do {
            try await body(server, URL(string: server.address.url)!)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    @Test func thePageHasTheThreeColumnsAndNoInlineScript() async throws {
        try await withBoard(TestBench()) { _, url in
            let page = try await Fetcher().fetch(url)
            #expect(page.status == 200)
            #expect(page.header("Content-Type") == "text/html; charset=utf-8")
            #expect(page.header("Content-Security-Policy")?.contains("script-src 'self'") == true)
            #expect(page.body.contains("<html lang=\"en\">"))
            for title in ["TODO", "DOING", "DONE"] {
                #expect(page.body.contains("<section class=\"column\" aria-label=\"\(title)\">"))
            }
            #expect(page.body.contains("<script src=\"/board.js\" defer></script>"))
            #expect(!page.body.contains("<script>"))
        }
    }

    @Test func thePageSpeaksTheLanguageOfTheBoard() async throws {
        try await withBoard(TestBench(locale: Locale(identifier: "ko_KR"))) { _, url in
            let page = try await Fetcher().fetch(url)
            #expect(page.body.contains("<html lang=\"ko\">"))
        }
    }

    @Test func assetsHaveTheirTypesAndOtherRequestsAreRefused() async throws {
        try await withBoard(TestBench()) { _, url in
            let fetcher = Fetcher()
            let script = try await fetcher.fetch(url.appending(path: "board.js"))
            #expect(script.header("Content-Type") == "text/javascript; charset=utf-8")
            #expect(script.body.contains("textContent"))
            #expect(!script.body.contains("innerHTML"))
            let style = try await fetcher.fetch(url.appending(path: "board.css"))
            #expect(style.header("Content-Type") == "text/css; charset=utf-8")
            let missing = try await fetcher.fetch(url.appending(path: "admin"))
            #expect(missing.status == 404)
            let posted = try await fetcher.fetch(url, method: "POST", body: Data())
            #expect(posted.status == 405)
        }
    }

    @Test func theBoardIsPushedAndAChangeFromElsewhereFollows() async throws {
        let bench = TestBench()
        try await bench.addProject("First")
        try await withBoard(bench) { _, url in
            let client = EventStreamClient()
            client.open(url.appending(path: "events"))
            defer { client.close() }
            var events = client.events.makeAsyncIterator()
            let first = try #require(await events.next())
            #expect(first.name == "board")
            #expect(first.data.contains("\"count\":1,\"rows\":[{\"bodyPreview\":[],\"id\":\"\(bench.id(1).description)\""))

            // Another process adds a project: the tab's board reads the store again and sends the news.
            try await bench.addProject("Second", in: .doing)
            let second = try #require(await events.next())
            #expect(second.data.contains("\"title\":\"Second\"}],\"title\":\"DOING\""))
        }
    }
}

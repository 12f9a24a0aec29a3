import Foundation
import HTTPKit
import HTTPTesting
import PresentationTesting
import Testing
@testable import WebBoard

/// The web board over HTTP: the page, its assets, the secret every request carries, and a tab driven by
/// numbered inputs whose outputs come down the browser's one event stream.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct WebBoardServerTests {
    nonisolated static let token = AccessToken(value: String(repeating: "ab", count: 32))

    /// Runs `body` with the board of `bench` served on a free loopback port; stops the server after.
    private func withBoard(_ bench: TestBench, _ body: (WebBoardServer, URL) async throws -> Void) async throws {
        let server = try WebBoardServer.start(factory: bench.factory, refreshInterval: .milliseconds(50), token: Self.token)
        do {
            try await body(server, URL(string: server.address.url)!)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    /// The `Authorization` field the board's page sends, with `token`.
    nonisolated static func authorization(token: String = Self.token.value) -> String {
        "Bearer " + token
    }

    /// The page's origin, which a browser sends with each of its POSTs.
    nonisolated static func origin(_ url: URL) -> String {
        "http://127.0.0.1:\(url.port ?? 80)"
    }

    /// A request as the board's page sends it: with the secret (unless `nil`).
    private func fetch(_ url: URL, method: String = "GET", headers: [String: String] = [:], body: Data? = nil,
                       authorization: String?? = .none) async throws -> Fetched {
        var headers = headers
        headers["Authorization"] = authorization ?? Self.authorization()
        if method == "POST", headers["Origin"] == nil { headers["Origin"] = Self.origin(url) }
        return try await Fetcher().fetch(url, method: method, headers: headers, body: body)
    }

    private func post(_ url: URL, _ json: String, authorization: String?? = .none) async throws -> Fetched {
        try await fetch(url, method: "POST", headers: ["Content-Type": "application/json"], body: Data(json.utf8), authorization: authorization)
    }

    /// Opens a browser's stream and one tab in it; returns the tab's id and the stream's events after `hello`.
    private func openTab(_ url: URL, channel: String, language: String = "en", client: EventStreamClient) async throws
        -> (String, AsyncStream<EventStreamClient.Event>.Iterator) {
        client.open(URL(string: "\(url.absoluteString)events?channel=\(channel)")!, headers: ["Authorization": Self.authorization()])
        var events = client.events.makeAsyncIterator()
        #expect(await events.next()?.name == "hello")
        let opened = try await post(url.appending(path: "tabs"), #"{"channel":"\#(channel)","language":"\#(language)"}"#)
        #expect(opened.status == 200)
        let object = try JSONSerialization.jsonObject(with: Data(opened.body.utf8)) as? [String: String]
        return (try #require(object?["tab"]), events)
    }

    /// The next output event's JSON object.
    private func nextOutput(_ events: inout AsyncStream<EventStreamClient.Event>.Iterator) async throws -> [String: Any] {
        let event = try #require(await events.next(isolation: #isolation))
        #expect(event.name == "output")
        return try #require(JSONSerialization.jsonObject(with: Data(event.data.utf8)) as? [String: Any])
    }

    /// The titles of a column's rows in a whole board, or of the rows a patch puts in.
    private func titles(_ output: [String: Any], _ column: Int) -> [String] {
        let board = (output["board"] ?? output["patch"]) as? [String: Any]
        let columns = board?["columns"] as? [[String: Any]]
        return (columns?[column]["rows"] as? [[String: Any]])?.compactMap { $0["title"] as? String } ?? []
    }

    @Test func thePageCarriesItsStyleAndScriptAndRunsNoInlineScriptButItsOwn() async throws {
        try await withBoard(TestBench()) { _, url async throws in
            let page = try await fetch(url)
            #expect(page.status == 200)
            #expect(page.header("Content-Type") == "text/html; charset=utf-8")
            #expect(page.header("Content-Security-Policy")?.contains("script-src 'self'") == true)
            #expect(page.body.contains("<html lang=\"en\">"))
            #expect(!page.body.contains(Self.token.value))
            #expect(page.header("Cache-Control") == "no-store")
            // The page's two scripts (the style sheet's adoption, the page's script) run by this answer's
            // nonce; the policy allows no other inline script, and no inline style at all.
            let policy = try #require(page.header("Content-Security-Policy"))
            let nonce = try #require(policy.firstMatch(of: #/'nonce-([0-9a-f]{64})'/#)?.output.1)
            #expect(page.body.components(separatedBy: "<script nonce=\"\(nonce)\">").count == 3)
            #expect(page.body.components(separatedBy: "<script").count == 3)
            #expect(policy.contains("style-src 'self';") && !policy.contains("unsafe"))
            #expect(page.body.contains("document.adoptedStyleSheets"))
            #expect(!page.body.contains("<link rel=\"stylesheet\"") && !page.body.contains("<script src="))
            #expect(!page.body.contains("innerHTML") && !page.body.contains("insertAdjacentHTML") && !page.body.contains("eval("))
            for title in ["TODO", "DOING", "DONE"] {
                #expect(page.body.contains("<section class=\"column\" aria-label=\"\(title)\""))
            }
            #expect(!page.body.contains("<script>"))
            // Hidden until the script draws it: a page whose script did not come shows no empty board.
            #expect(page.body.contains("<main id=\"board\" hidden "))
            #expect(page.body.contains("data-unreachable=\"Cannot reach the board; retrying…\""))
            #expect(page.body.contains("<link rel=\"icon\" href=\"/favicon.svg\" type=\"image/svg+xml\">"))
            #expect(!page.body.contains("style="))
        }
    }

    @Test func theBoardComesAsJSONToTheSecretAndThePageHoldsNone() async throws {
        let bench = TestBench()
        try await bench.addProject("</script><script src=x>")
        try await withBoard(bench) { _, url async throws in
            #expect(try await fetch(url, authorization: .some(nil)).body.contains("<main id=\"board\" hidden "))
            #expect(try await !fetch(url, authorization: .some(nil)).body.contains("script src=x"))
            let answer = try await fetch(url.appending(path: "board"))
            #expect(answer.header("Content-Type") == "application/json")
            #expect(answer.header("Cache-Control") == "no-store")
            let board = try #require(JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any])
            #expect(titles(["board": board], 0) == ["</script><script src=x>"])
            #expect(try await fetch(url.appending(path: "board"), authorization: .some(nil)).status == 403)
        }
    }

    @Test func thePageSpeaksTheBrowsersLanguageOrTheOneAskedFor() async throws {
        try await withBoard(TestBench()) { _, url async throws in
            let korean = try await fetch(url, headers: ["Accept-Language": "ko-KR,ko;q=0.9,en;q=0.8"])
            #expect(korean.body.contains("<html lang=\"ko\">"))
            #expect(korean.body.contains("data-unreachable=\"보드에 연결할 수 없습니다. 다시 시도하는 중…\""))
            #expect(korean.body.contains(">새 프로젝트</button>"))
            let weighted = try await fetch(url, headers: ["Accept-Language": "fr, en;q=0.5, ko;q=0.7"])
            #expect(weighted.body.contains("<html lang=\"ko\">"))
            let asked = try await fetch(URL(string: url.absoluteString + "?lang=en")!, headers: ["Accept-Language": "ko"])
            #expect(asked.body.contains("<html lang=\"en\">"))
            #expect(asked.body.contains(">New Project</button>"))
        }
        try await withBoard(TestBench(locale: Locale(identifier: "ko_KR"))) { _, url async throws in
            // A browser asking for neither language gets the server's.
            #expect(try await fetch(url, headers: ["Accept-Language": "fr-FR"]).body.contains("<html lang=\"ko\">"))
        }
    }

    @Test func assetsHaveTheirTypesAndOtherRequestsAreRefused() async throws {
        try await withBoard(TestBench()) { _, url async throws in
            let worker = try await fetch(url.appending(path: "board-worker.js"))
            #expect(worker.header("Content-Type") == "text/javascript; charset=utf-8")
            #expect(worker.header("Cache-Control") == "no-store")
            #expect(!worker.body.contains("innerHTML") && !worker.body.contains("insertAdjacentHTML") && !worker.body.contains("eval("))
            // The page's style sheet and script are in the page: nothing else serves them.
            for path in ["board.js", "board.css"] { #expect(try await fetch(url.appending(path: path)).status == 404) }
            for path in ["favicon.ico", "favicon.svg"] {
                let icon = try await fetch(url.appending(path: path))
                #expect(icon.status == 200)
                #expect(icon.header("Content-Type") == "image/svg+xml")
                #expect(icon.body.hasPrefix("<svg "))
            }
            #expect(try await fetch(url.appending(path: "admin")).status == 404)
            #expect(try await fetch(url, method: "POST", body: Data()).status == 405)
            #expect(try await fetch(url.appending(path: "tabs")).status == 405)
        }
    }

    @Test func everyChangeNeedsTheSecretInItsHeader() async throws {
        try await withBoard(TestBench()) { _, url async throws in
            #expect(try await post(url.appending(path: "tabs"), #"{"channel":"c"}"#, authorization: .some(nil)).status == 403)
            let wrong = Self.authorization(token: String(repeating: "0", count: 64))
            #expect(try await post(url.appending(path: "tabs"), #"{"channel":"c"}"#, authorization: wrong).status == 403)
            #expect(try await post(url.appending(path: "tabs"), #"{"channel":"c"}"#, authorization: "Basic " + Self.token.value).status == 403)
            #expect(try await post(url.appending(path: "tabs/x/inputs"), #"{"seq":0,"input":{"undo":{}}}"#, authorization: .some(nil)).status == 403)
            let stream = url.appending(path: "events").appending(queryItems: [.init(name: "channel", value: "c")])
            #expect(try await fetch(stream, authorization: .some(nil)).status == 403)
            // The secret in the address is for the page's own address only, which hands it to the page.
            let withToken = stream.appending(queryItems: [.init(name: "token", value: Self.token.value)])
            #expect(try await fetch(withToken, authorization: .some(nil)).status == 403)
            // As a cookie, the secret opens nothing: a browser sends cookies to every port of the host.
            let cookie = try await fetch(url.appending(path: "board"), headers: ["Cookie": "project-manager-\(url.port ?? 0)=\(Self.token.value)"],
                                         authorization: .some(nil))
            #expect(cookie.status == 403)
        }
    }

    @Test func badRequestsAreRefusedAndChangeNothing() async throws {
        let bench = TestBench()
        try await bench.addProject("Kept")
        try await withBoard(bench) { _, url async throws in
            #expect(try await post(url.appending(path: "tabs"), "{").status == 400)
            #expect(try await post(url.appending(path: "tabs"), #"{"channel":"<script>"}"#).status == 400)
            #expect(try await post(url.appending(path: "tabs/nope/inputs"), #"{"seq":0,"input":{"undo":{}}}"#).status == 404)
            let opened = try await post(url.appending(path: "tabs"), #"{"channel":"c1"}"#)
            let tab = try #require((try JSONSerialization.jsonObject(with: Data(opened.body.utf8)) as? [String: String])?["tab"])
            let inputs = url.appending(path: "tabs/\(tab)/inputs")
            #expect(try await post(inputs, #"{"seq":0,"input":{"format the disk":{}}}"#).status == 400)
            #expect(try await post(inputs, #"{"seq":0,"input":{"delete":{"id":"not an id"}}}"#).status == 400)
            #expect(try await post(inputs, #"{"seq":999,"input":{"undo":{}}}"#).status == 409)
        }
        #expect(try await bench.project(bench.id(1)).title == "Kept")
        #expect(await (try? bench.project(bench.id(2))) == nil)
    }

    @Test func aTabIsDrivenByItsInputsAndFollowsChangesFromElsewhere() async throws {
        let bench = TestBench()
        try await bench.addProject("First")
        try await withBoard(bench) { server, url async throws in
            let client = EventStreamClient()
            defer { client.close() }
            var (tab, events) = try await openTab(url, channel: "browser-1", client: client)
            #expect(server.openTabs == 1)
            let inputs = url.appending(path: "tabs/\(tab)/inputs")
            #expect(try await post(inputs, #"{"seq":0,"input":{"appear":{}}}"#).status == 204)
            let first = try await nextOutput(&events)
            #expect(first["tab"] as? String == tab)
            #expect(first["kind"] as? String == "board")
            #expect(titles(first, 0) == ["First"])

            // Three inputs sent at once, on three connections: they apply in the order of their numbers.
            let bodies = [#"{"seq":3,"input":{"done":{}}}"#, #"{"seq":2,"input":{"setTitle":{"text":"Second"}}}"#,
                          #"{"seq":1,"input":{"add":{}}}"#]
            let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                for body in bodies { group.addTask { try await Fetcher().fetch(inputs, method: "POST",
                    headers: ["Authorization": Self.authorization(), "Origin": Self.origin(inputs)], body: Data(body.utf8)).status } }
                var statuses: [Int] = []
                for try await status in group { statuses.append(status) }
                return statuses
            }
            #expect(statuses == [204, 204, 204])
            var outputs: [[String: Any]] = []
            for _ in 0..<4 { outputs.append(try await nextOutput(&events)) }
            // The new board is a patch: the one new row, after the one that stayed.
            #expect(outputs.map { $0["kind"] as? String } == ["detail", "detail", "boardPatch", "closed"])
            #expect(titles(outputs[2], 0) == ["Second"])
            #expect(((outputs[2]["patch"] as? [String: Any])?["columns"] as? [[String: Any]])?.first?["start"] as? Int == 1)

            // Another process adds a project, and the store's feed says so: the board follows without an input.
            try await bench.addProject("Third", in: .doing)
            bench.changes.send()
            var live = try await nextOutput(&events)
            while live["kind"] as? String != "boardPatch" { live = try await nextOutput(&events) }
            #expect(titles(live, 1) == ["Third"])
        }
    }

    @Test func aSecondStreamForTheSameBrowserIsRefused() async throws {
        try await withBoard(TestBench()) { _, url async throws in
            let client = EventStreamClient()
            defer { client.close() }
            _ = try await openTab(url, channel: "browser-2", client: client)
            let second = try await fetch(URL(string: "\(url.absoluteString)events?channel=browser-2")!)
            #expect(second.status == 409)
        }
    }

    @Test func aTabsStreamEndingClosesItsTabs() async throws {
        try await withBoard(TestBench()) { server, url async throws in
            let client = EventStreamClient()
            _ = try await openTab(url, channel: "browser-3", client: client)
            #expect(server.openTabs == 1)
            client.close()
            try await eventually("the tab is closed") { await server.openTabs == 0 }
        }
    }
}

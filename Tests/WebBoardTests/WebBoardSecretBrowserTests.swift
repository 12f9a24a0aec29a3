import Foundation
import HTTPTesting
import ProcessTesting
import Testing

/// Serving the board safely, in a real headless Chromium against the built `serve`: the secret's
/// address and its cookie, the LAN mode (127.0.0.2 standing in for the network), idle sockets that try
/// to crowd a new tab out, a tab that outlives a restart of the server or learns its secret changed, and
/// one whose connection's script cannot be fetched for a while.
@MainActor
@Suite("Serving the web board safely, in headless Chromium", .timeLimit(.minutes(5)), .serialized, .sharedBrowser,
       .enabled(if: ChromeDriver.testsShouldRun, "needs chromium and chromedriver (apt-get install chromium chromium-driver)"))
struct WebBoardSecretBrowserTests {
    private var browser: WebDriverSession {
        get throws { try #require(SharedBrowser.session) }
    }

    /// Runs `body` with a served board (opened once by its secret address), then stops it.
    private func withBoard(arguments: [String] = [], _ body: (ServedBoard, WebDriverSession) async throws -> Void) async throws {
        let browser = try browser
        try await browser.setWindowSize(width: 1024, height: 768)
        let board = try await ServedBoard.start(arguments: arguments)
        var failure: (any Error)?
        do { try await body(board, browser) } catch { failure = error }
        // Whatever happened: the page left (its worker lets go of the server) and the server stopped.
        try? await browser.navigate(to: URL(string: "about:blank")!)
        await board.stop()
        if let failure { throw failure }
    }

    /// Whether the page rests: the bar's buttons disabled, described by the line saying why, the board inert.
    static let resting = """
        const bar = [...document.querySelectorAll("#bar nav button")];
        return bar.every((control) => control.disabled && control.getAttribute("aria-describedby") === "connection")
            && document.getElementById("board").inert
        """

    private func waitForLiveBoard(_ browser: WebDriverSession) async throws {
        try await browser.waitUntil("the board drawn and its tab live", timeout: .seconds(60)) {
            try await browser.executeScript("""
                return document.body.dataset.boardPainted !== undefined && document.getElementById("connection").hidden
                    && !document.getElementById("new-project").disabled
                """) == "true"
        }
    }

    /// Moves "Ship it" to DOING through its row's menu, and finds it there in the store too.
    private func moveShipItToDoing(_ board: ServedBoard, _ browser: WebDriverSession) async throws {
        try await browser.contextClick(try await browser.row(titled: "Ship it"))
        try await browser.waitUntilShowing("move-menu")
        try await browser.click(try await browser.findElements("#move-options button")[0])
        try await browser.waitForTitles(["Ship it"], in: "DOING")
        #expect(try await board.listed().map { $0["state"] as? String } == ["doing"])
    }

    /// What the connection line says, or "" while it is hidden.
    private func connectionText(_ browser: WebDriverSession) async throws -> String {
        let json = try await browser.executeScript("""
            const status = document.getElementById("connection");
            return [status.hidden ? "" : status.textContent]
            """)
        return (try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String])?.first ?? ""
    }

    @Test func withoutTheSecretThePageSaysWhatToOpenAndTheSecretsAddressLeavesItInThisOriginAlone() async throws {
        try await withBoard { board, browser in
            // Starting handed this browser the secret; a new secret makes it as good as none.
            try await board.stopServing()
            try await board.serveAgain(["--new-token"])
            try await browser.navigate(to: board.url)
            try await browser.waitUntil("the page to say the secret changed") {
                try await self.connectionText(browser)
                    == "The server has a new secret: open the address project-manager serve printed to get back in."
            }
            #expect(try await browser.executeScript("return document.getElementById('board').hidden") == "true")

            try await browser.navigate(to: board.tokenURL)
            // The secret left the address bar and the history, and is kept by this origin alone, with no cookie.
            #expect(try await browser.currentURL() == board.url.absoluteString)
            try await waitForLiveBoard(browser)
            let secret = String(board.tokenURL.query?.dropFirst("token=".count) ?? "")
            #expect(try await browser.executeScript("return localStorage.getItem('project-manager-secret')") == "\"\(secret)\"")
            #expect(try await browser.executeScript("return document.body.dataset.secret === undefined") == "true")
            #expect(try await browser.cookies().isEmpty)
        }
    }

    @Test(.enabled(if: Loopback.secondAddress != nil, "needs a second loopback address, which only Linux has"))
    func lanModeServesItsAddressAndAnswersToItsNameOnly() async throws {
        let lan = try #require(Loopback.secondAddress)
        try await withBoard(arguments: ["--host", lan]) { board, browser in
            #expect(board.tokenURL.absoluteString.hasPrefix("http://\(lan):"))
            try await board.cli("add", "Seen on the tablet")
            try await browser.navigate(to: board.url)
            try await waitForLiveBoard(browser)
            try await browser.waitForTitles(["Seen on the tablet"], in: "TODO")
            try FileManager.default.createDirectory(at: WebBoardBrowserTests.artifacts, withIntermediateDirectories: true)
            try await browser.screenshot().write(to: WebBoardBrowserTests.artifacts.appending(path: "web-board-lan-1024x768.png"))

            // The iPad upright, by touch: a long press opens the move menu, a tap moves the project.
            try await browser.setViewportSize(width: 768, height: 1024)
            #expect(try await browser.executeScript("return document.documentElement.scrollWidth <= innerWidth") == "true")
            try await browser.longPress(try await browser.row(titled: "Seen on the tablet"))
            try await browser.waitUntilShowing("move-menu")
            try await browser.click("#move-options button")
            try await browser.waitForTitles(["Seen on the tablet"], in: "DOING")
            #expect(try await board.cli("list", "--state", "doing").contains("Seen on the tablet"))

            let port = board.url.port ?? 0
            let secret = board.tokenURL.query?.dropFirst("token=".count) ?? ""
            for (host, status) in [("\(lan):\(port)", 200), ("192.0.2.2:\(port)", 403), ("127.0.0.1:\(port)", 403),
                                   ("evil.example:\(port)", 403)] {
                let client = try await RawClient.connect(port: port, host: lan)
                defer { client.close() }
                try await client.send("GET /board HTTP/1.1\r\nHost: \(host)\r\nAuthorization: Bearer \(secret)\r\nConnection: close\r\n\r\n")
                #expect(try await client.readResponse().status == status, "Host: \(host)")
            }
        }
    }

    @Test func aNewTabLoadsItsBoardUnder300TricklingSockets() async throws {
        try await withBoard { board, browser in
            try await board.cli("add", "Still here")
            let trickling = try await TricklingClients.start(count: 300, port: board.url.port ?? 0)
            var failure: (any Error)?
            do {
                let start = ContinuousClock.now
                try await browser.navigate(to: board.url)
                try await waitForLiveBoard(browser)
                try await browser.waitForTitles(["Still here"], in: "TODO")
                print("a new tab drew its live board under 300 trickling sockets in \(ContinuousClock.now - start)")
                // The server made room by closing idle sockets (a client sees it on its next byte or two).
                try await eventually("the server to close idle sockets") { trickling.closedByServer > 0 }
            } catch {
                failure = error
            }
            try await trickling.stop()
            if let failure { throw failure }
        }
    }

    @Test func aTabLeftOpenAcrossARestartComesBackAndKeepsWorking() async throws {
        try await withBoard { board, browser in
            try await board.cli("add", "Ship it")
            try await browser.navigate(to: board.url)
            try await waitForLiveBoard(browser)
            try await browser.waitForTitles(["Ship it"], in: "TODO")

            try await board.stopServing()
            try await browser.waitUntil("the tab to say the server is gone", timeout: .seconds(60)) {
                try await self.connectionText(browser) == "The server is not answering; trying again…"
            }
            #expect(try await browser.executeScript(Self.resting) == "true")

            try await board.serveAgain()
            try await waitForLiveBoard(browser)
            try await moveShipItToDoing(board, browser)
        }
    }

    @Test func aTabWhoseWorkerScriptCannotBeFetchedRestsThenComesBackWhenItCan() async throws {
        try await withBoard { board, browser in
            try await board.cli("add", "Ship it")
            // The server hears of the add on its own time; the page through the gate must be served with it.
            try await browser.navigate(to: board.url)
            try await browser.waitForTitles(["Ship it"], in: "TODO")
            let gate = try WorkerScriptGate(board: board.url)
            var failure: (any Error)?
            do {
                // The proxy is an origin of its own: the printed address, through it, hands it the secret.
                // The script first never comes nor fails (the page gives its worker ten seconds; the proxy
                // would let go of the request after sixty), then is refused.
                let english = "Cannot reach the board; retrying…", korean = "보드에 연결할 수 없습니다. 다시 시도하는 중…"
                let tries: [(String, String, WorkerScriptGate.Script, Duration)] = [
                    ("?" + (board.tokenURL.query ?? ""), english, .held, .seconds(30)), ("?lang=ko", korean, .refused, .seconds(60)),
                    ("", english, .refused, .seconds(60)),
                ]
                for (query, text, script, limit) in tries {
                    gate.script = script
                    try await browser.navigate(to: URL(string: gate.url.absoluteString + query)!)
                    do {
                        try await browser.waitUntil("the tab to say it cannot reach the board", timeout: limit) {
                            try await self.connectionText(browser) == text
                        }
                    } catch {
                        Issue.record("the tab says \"\(try await connectionText(browser))\"; the proxy answered \(gate.seen)")
                        throw error
                    }
                    #expect(try await browser.executeScript(Self.resting) == "true")
                }
                #expect(gate.refused >= 2, "\(gate.seen)")
                #expect(try await browser.titles(in: "TODO") == ["Ship it"])  // the board as served, resting

                gate.script = .passed
                try await waitForLiveBoard(browser)
                try await moveShipItToDoing(board, browser)
            } catch {
                failure = error
            }
            try? await browser.navigate(to: URL(string: "about:blank")!)
            gate.stop()
            if let failure { throw failure }
        }
    }

    @Test func aTabWhoseSecretWasReplacedSaysHowToGetBackIn() async throws {
        try await withBoard { board, browser in
            try await browser.navigate(to: board.url)
            try await waitForLiveBoard(browser)
            try await board.stopServing()
            try await board.serveAgain(["--new-token"])
            try await browser.waitUntil("the tab to say the secret changed", timeout: .seconds(60)) {
                try await self.connectionText(browser)
                    == "The server has a new secret: open the address project-manager serve printed to get back in."
            }
            #expect(try await browser.executeScript(Self.resting) == "true")
            // The new address lets this browser in again, and the tab comes back by itself.
            let tab = try await browser.windowHandle()
            let other = try await browser.newTab()
            try await browser.switchToWindow(other)
            try await browser.navigate(to: board.tokenURL)
            try await waitForLiveBoard(browser)
            try await browser.closeWindow()
            try await browser.switchToWindow(tab)
            try await waitForLiveBoard(browser)
        }
    }
}

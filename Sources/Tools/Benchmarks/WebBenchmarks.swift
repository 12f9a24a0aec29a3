import App
import Domain
import Foundation
import HTTPKit
import HTTPTesting
import Presentation
import WebBoard

/// The board in a browser: what a tab waits for, measured on a release build.
///
/// - first paint: a new tab of a 1,000-project board in headless Chromium, from navigation start to the
///   first board drawn (the page records `performance.now()` then);
/// - input to pushed board: one `move` POSTed to a tab of a 10,000-project board, until its new board
///   (a patch of what changed) arrives on the event stream, what a page waits for (loopback HTTP both
///   ways, from bare sockets: see ``LoopbackClient``);
/// - keystroke to redraw: a filter typed into a tab of a 10,000-project board, from the key's arrival to
///   the frame showing the narrowed board (see ``filterKeystrokes(size:runs:)``);
/// - many tabs: `tabs` tabs open in one Chromium, a change made in the store, until every tab shows it,
///   and how many connections the browser holds meanwhile.
@MainActor
enum WebBenchmarks {
    /// Serves a temporary store of `size` projects until `body` returns.
    static func withServer<T>(size: Int, _ body: (WebBoardServer, TemporaryStore, ViewModelFactory) async throws -> T) async throws -> T {
        let clock = SystemClock(timeZone: .gmt)
        let store = try await TemporaryStore.make(count: size, clock: clock)
        defer { store.remove() }
        // As `serve` runs: the store is also its own feed of changes.
        let repository = store.openRepository()
        let factory = ViewModelFactory(
            useCases: UseCases(repository: repository, clock: clock, ids: RandomProjectIDGenerator(), author: Author("bench@host"),
                               changes: repository),
            clock: clock, localizer: Localizer(locale: Locale(identifier: "en_US")))
        let server = try WebBoardServer.start(factory: factory)
        do {
            let result = try await body(server, store, factory)
            await server.stop()
            return result
        } catch {
            await server.stop()
            throw error
        }
    }

    /// Where a first paint's time goes, each from navigation start, in seconds (medians over the runs).
    struct FirstPaint {
        /// The board drawn: the frame after the script put it on the page (a screenful of rows per column;
        /// the rest are drawn right after that frame).
        let painted: Double
        /// Chromium's own first contentful paint: when the first frame with any text was shown.
        let contentfulPaint: Double
        /// The server's answer, from the request to its first byte.
        let serverAnswer: Double
        /// The page's last byte.
        let received: Double
        /// The page parsed and its script run (the first screenful of the board built): `DOMContentLoaded`.
        let scriptRun: Double
    }

    /// Runs `body` with a headless Chromium, and quits it after (the tool exits as soon as it has its
    /// figures, so a quit left to a later task would leave the browser running).
    static func withBrowser<T>(_ body: (WebDriverSession) async throws -> T) async throws -> T {
        let browser = try await WebDriverSession.start(width: 1024, height: 768)
        do {
            let result = try await body(browser)
            await browser.quit()
            return result
        } catch {
            await browser.quit()
            throw error
        }
    }

    static func firstPaint(size: Int, runs: Int) async throws -> FirstPaint {
        try await withServer(size: size) { server, _, _ in try await withBrowser { browser in
            var timings: [[Double]] = []
            try await browser.navigate(to: URL(string: server.addressWithToken)!)  // the secret, as a user's first visit
            for _ in 0..<(runs + 1) {
                try await browser.navigate(to: URL(string: "about:blank")!)
                try await browser.navigate(to: URL(string: server.address.url)!)
                try await browser.waitUntil("the first board", timeout: .seconds(60)) {
                    try await browser.executeScript("return document.body.dataset.boardPainted || null") != "null"
                }
                let rows = try await browser.executeScript(countedRows)
                guard Int(rows) == size + Workspace.undoLimit else { throw BenchmarkFailure("the page counts \(rows) rows") }
                let timing = try await browser.executeScript("""
                    const page = performance.getEntriesByType("navigation")[0];
                    return [document.body.dataset.boardPainted, page.responseStart - page.requestStart, page.responseEnd,
                            page.domContentLoadedEventStart, performance.getEntriesByName("first-contentful-paint")[0]?.startTime].join(" ")
                    """)
                timings.append(timing.trimmingCharacters(in: CharacterSet(charactersIn: "\"")).split(separator: " ").map { (Double($0) ?? .nan) / 1000 })
            }
            // The first run starts the shared worker and warms the store's cache; the others are a tab
            // opened on a running server.
            let medians = (0..<5).map { index in Stopwatch.medianOf(timings.dropFirst().map { $0[index] }) }
            return FirstPaint(painted: medians[0], contentfulPaint: medians[4], serverAnswer: medians[1], received: medians[2],
                              scriptRun: medians[3])
        } }
    }

    /// An input's time to its pushed board, in seconds (medians over the runs).
    struct InputToPush {
        /// A `move`: the store's move and the board's reload, then the patch pushed.
        let move: Double
        /// A `select`, which reads and writes nothing: what the web board itself costs an input (the
        /// POST, the patch, its JSON, the push), loopback HTTP both ways.
        let select: Double
    }

    static func inputToPushedBoard(size: Int, runs: Int) async throws -> InputToPush {
        try await withServer(size: size) { server, store, _ in
            guard let project = store.projects.first(where: { $0.state == .todo }) else { throw BenchmarkFailure("no TODO project") }
            let (port, authorization) = (server.address.port, server.authorization)
            // The whole loop on one thread of its own, with blocking sockets: the clock sees the server's
            // answer, not a client's hand-offs between threads.
            let seconds = try await offThread { () throws -> [[Double]] in
                let client = try LoopbackClient(port: port, authorization: authorization, channel: "bench")
                guard try client.nextEvent().hasPrefix("event: hello") else { throw BenchmarkFailure("no hello on the stream") }
                let opened = try client.post("/tabs", #"{"channel":"bench"}"#)
                guard let tab = opened.body.split(separator: "\"").dropFirst(3).first else {
                    throw BenchmarkFailure("no tab: \(opened.status) \(opened.body)")
                }
                var sequence = 0
                // Sends `input`; returns the time until its board (a whole one, or a patch) came down the
                // stream. The clock stops there: what the page waits for. The POST's answer (204, once
                // the input is applied) is read after.
                func time(_ input: String) throws -> Double {
                    let start = ContinuousClock.now
                    try client.send("/tabs/\(tab)/inputs", #"{"seq":\#(sequence),"input":\#(input)}"#)
                    sequence += 1
                    while !(try client.nextEvent().contains(#""kind":"board"#)) {}
                    let elapsed = (ContinuousClock.now - start).seconds
                    let answer = try client.response()
                    guard answer.status == 204 else { throw BenchmarkFailure("input answered \(answer.status)") }
                    return elapsed
                }
                _ = try time(#"{"appear":{}}"#)
                let move = { (run: Int) in #"{"move":{"id":"\#(project.id)","to":"\#(run.isMultiple(of: 2) ? "doing" : "todo")"}}"# }
                let select = { (run: Int) in run.isMultiple(of: 2) ? #"{"select":{}}"# : #"{"select":{"id":"\#(project.id)"}}"# }
                var seconds: [[Double]] = [[], []]
                // Each kind `runs` times after one untimed; after each move the tab's follower and the page's
                // board read the store: that passes untimed.
                for (kind, input) in [move, select].enumerated() {
                    for run in 0..<(runs + 1) {
                        let elapsed = try time(input(run))
                        if run > 0 { seconds[kind].append(elapsed) }
                        if kind == 0 { Thread.sleep(forTimeInterval: 0.3) }
                    }
                }
                return seconds
            }
            return InputToPush(move: Stopwatch.medianOf(seconds[0]), select: Stopwatch.medianOf(seconds[1]))
        }
    }

    /// The part of ``inputToPushedBoard(size:runs:)`` that is not the web board's: the board view model's
    /// `move` alone, in-process (the store's move, then its reload of what the move changed, every row
    /// rebuilt), on the same kind of store, following its feed as a tab's board does.
    static func boardViewModelMove(size: Int, runs: Int) async throws -> Double {
        let clock = SystemClock(timeZone: .gmt)
        let store = try await TemporaryStore.make(count: size, clock: clock)
        defer { store.remove() }
        // As a tab's board: following the store's feed, so a move reloads only what it changed.
        let repository = store.openRepository()
        let board = ViewModelFactory(
            useCases: UseCases(repository: repository, clock: clock, ids: RandomProjectIDGenerator(), author: Author("bench@host"),
                               changes: repository),
            clock: clock, localizer: Localizer(locale: Locale(identifier: "en_US"))).makeBoard(coordinator: nil)
        let following = Task { await board.followChanges() }
        defer { following.cancel() }
        await Task.yield()
        await board.appear()
        guard let project = store.projects.first(where: { $0.state == .todo }) else { throw BenchmarkFailure("no TODO project") }
        var run = 0
        return try await Stopwatch.median(runs: runs) {
            run += 1
            await board.move(project.id, to: run.isMultiple(of: 2) ? .todo : .doing)
        }
    }

    /// Opens `tabs` tabs, adds a project through the store, and returns how long until every tab shows
    /// it (seconds) and the most connections the server had open.
    static func manyTabs(_ tabs: Int, size: Int) async throws -> (seconds: Double, openTabs: Int, connections: Int) {
        try await withServer(size: size) { server, store, _ in try await withBrowser { browser in
            let url = URL(string: server.address.url)!
            var handles = [try await browser.windowHandle()]
            try await browser.navigate(to: URL(string: server.addressWithToken)!)  // the secret, then the board
            try await browser.navigate(to: url)
            for _ in 1..<tabs {
                let handle = try await browser.newTab()
                handles.append(handle)
                try await browser.switchToWindow(handle)
                try await browser.navigate(to: url)
            }
            for handle in handles {
                try await browser.switchToWindow(handle)
                try await browser.waitUntil("the board in every tab", timeout: .seconds(60)) {
                    try await browser.executeScript("return document.body.dataset.boardPainted !== undefined") == "true"
                }
            }
            let openTabs = server.openTabs, connections = server.http.openConnections
            let start = ContinuousClock.now
            // Another process's change, through a repository of its own on the same directory.
            let clock = SystemClock(timeZone: .gmt)
            _ = try await AddProject(repository: store.openRepository(), clock: clock, ids: RandomProjectIDGenerator(), author: Author("other@host"))(
                ProjectDraft(title: "Seen in every tab"), in: .done)
            for handle in handles {
                try await browser.switchToWindow(handle)
                try await browser.waitUntil("the change in every tab", timeout: .seconds(60)) {
                    try await browser.executeScript("return [...document.querySelectorAll('.title')].some((title) => title.textContent === 'Seen in every tab')") == "true"
                }
            }
            return ((ContinuousClock.now - start).seconds, openTabs, connections)
        } }
    }
}

import Domain
import Foundation
import HTTPTesting
import Presentation

extension WebBenchmarks {
    /// A keystroke in the filter field to the narrowed board on screen, in seconds (medians over the runs).
    /// Every figure starts at the key's arrival in the page (its `keydown`'s time stamp, before the field
    /// takes the character) and ends once the browser has made the frame that shows it (the page's
    /// measures end in a task queued from that frame's animation callback, after its layout and paint).
    /// Each key comes as a keyboard's does (see ``WebDriverSession/typeAsKeyboard(_:)``).
    struct FilterKeystrokes {
        /// Each keystroke of a typed filter to the frame showing the board's rows narrowed (`filter-redraw`):
        /// the page's own narrowing when the text only takes rows away, else the session's board.
        let keystroke: Double
        /// The same, to the frame showing the session's narrowed board, its counts and all (`filter-painted`).
        let painted: Double
        /// Until the session's board arrived in the page (`filter-answered`): the input's way to the
        /// server, the server's part, the board's way back through the worker, and the main thread's queue.
        let answered: Double
        /// The second keystroke alone (`#4`): the whole board narrowed to a ninth of it.
        let firstKeystroke: Double
        /// Escape: the filter cleared, every project drawn again.
        let cleared: Double
    }

    /// Types `#4217` into the filter of a tab of a `size`-project board (every title ends in `#N`: the
    /// first key keeps them all, each next one about a tenth), then clears it, `runs` times after one untimed.
    static func filterKeystrokes(size: Int, runs: Int) async throws -> FilterKeystrokes {
        try await withServer(size: size) { server, _, _ in try await withBrowser { browser in
            try await browser.navigate(to: URL(string: server.addressWithToken)!)
            try await browser.waitUntil("the whole board counted", timeout: .seconds(120)) {
                try await browser.executeScript(Self.countedRows) == String(size + Workspace.undoLimit)
            }
            try await browser.click(try await browser.waitForElement("#filter"))
            func measured(_ keys: String) async throws -> [Double] {
                _ = try await browser.executeScript("performance.clearMeasures(); return null")
                try await browser.typeAsKeyboard(keys)
                try await browser.waitUntil("the board drawn for \(keys)", timeout: .seconds(60)) {
                    try await browser.executeScript("return performance.getEntriesByName('filter-painted').length") == "1"
                }
                let json = try await browser.executeScript("""
                    return ["filter-redraw", "filter-painted", "filter-answered"].map((name) => performance.getEntriesByName(name)[0].duration)
                    """)
                return (try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [Double] ?? []).map { $0 / 1000 }
            }
            var keystrokes: [Double] = [], painted: [Double] = [], answered: [Double] = [], first: [Double] = [], cleared: [Double] = []
            for run in 0...runs {
                for (index, key) in "#4217".enumerated() {
                    let times = try await measured(String(key))
                    guard run > 0 else { continue }
                    keystrokes.append(times[0])
                    painted.append(times[1])
                    answered.append(times[2])
                    if index == 1 { first.append(times[0]) }
                }
                let times = try await measured(WebDriverSession.Key.escape)
                if run > 0 { cleared.append(times[0]) }
            }
            return FilterKeystrokes(keystroke: Stopwatch.medianOf(keystrokes), painted: Stopwatch.medianOf(painted), answered: Stopwatch.medianOf(answered),
                                    firstKeystroke: Stopwatch.medianOf(first), cleared: Stopwatch.medianOf(cleared))
        } }
    }

    /// A script that answers how many rows the page's columns count (each column draws only those near the viewport).
    static let countedRows = """
        return [...document.querySelectorAll("section.column .count")].reduce((sum, count) => sum + Number(count.textContent), 0)
        """

    /// The server's own part of a keystroke: a board session's `filter` input alone, in-process, on a board
    /// of `size` projects (the same keys as ``filterKeystrokes(size:runs:)``, Escape's empty text aside),
    /// in seconds, the median over `runs` rounds after one untimed.
    static func sessionFilter(size: Int, runs: Int) async throws -> Double {
        try await withServer(size: size) { _, _, factory in
            let session = BoardSession(factory: factory)
            _ = await session.send(.appear)
            var seconds: [Double] = []
            for run in 0...runs {
                for text in ["#", "#4", "#42", "#421", "#4217", ""] {
                    let start = ContinuousClock.now
                    _ = await session.send(.filter(text: text))
                    if run > 0, !text.isEmpty { seconds.append((ContinuousClock.now - start).seconds) }
                }
            }
            return Stopwatch.medianOf(seconds)
        }
    }
}

import Foundation
import HTTPTesting
import Testing

extension WebBoardIPadTests {
    /// A column longer than the rows a column draws (the page draws those near the viewport): after
    /// every kind of change, each row drawn stands where the board has it, says so to a screen reader
    /// (`aria-posinset` of `aria-setsize`), and the rows drawn are one run of the column, few as they are.
    @MainActor
    @Suite("The web board's long columns", .timeLimit(.minutes(5)))
    struct LongColumns {
        /// The first project's deadline; each next one's two days later, so one can be put between two.
        private static let firstDay = Date(timeIntervalSince1970: 1_893_456_000)  // 2030-01-01

        /// What is wrong with each column the page draws, as ``DrawnRow/problem(_:_:fromTop:)`` says.
        private static func problems(_ titles: [String: [String]], fromTop: Bool, in browser: WebDriverSession) async throws -> [String] {
            let drawn = try await browser.drawnRows()
            return titles.keys.sorted().compactMap { column in
                DrawnRow.problem(drawn[column] ?? [], titles[column] ?? [], fromTop: fromTop).map { "\(column): \($0)" }
            }
        }

        /// Waits until the page draws a window on each column's `titles`; else records what it draws.
        static func expectShown(_ titles: [String: [String]], after step: String, fromTop: Bool = false, in browser: WebDriverSession) async throws {
            do {
                try await browser.waitUntil("each column drawn where the board has its rows after \(step)") {
                    try await problems(titles, fromTop: fromTop, in: browser).isEmpty
                }
            } catch {
                let found = try await problems(titles, fromTop: fromTop, in: browser)
                #expect(found == [], "after \(step)")
                throw error
            }
        }

        /// Each column's titles in board order, as `list --json` reads the store, kept where `keep` says.
        static func listed(_ board: ServedBoard, keeping keep: ([String: Any]) -> Bool = { _ in true }) async throws -> [String: [String]] {
            var titles = ["TODO": [String](), "DOING": [], "DONE": []]
            for project in try await board.listed() where keep(project) {
                titles[(project["state"] as? String ?? "").uppercased(), default: []].append(project["title"] as? String ?? "")
            }
            return titles
        }

        /// An export of `count` projects in TODO, `Card 000` on (`Card 0000` with `digits` 4), each due two
        /// days after the one before; every sixth has "needle" in its body.
        static func export(count: Int, digits: Int = 3) throws -> Data {
            let projects: [[String: Any]] = (0..<count).map { index in
                let day = firstDay.addingTimeInterval(Double(2 * index) * 86_400)
                return ["id": UUID().uuidString.lowercased(), "title": String(format: "Card %0\(digits)d", index),
                        "body": index % 6 == 3 ? "A needle here" : "Hay", "deadline": day.formatted(.iso8601.year().month().day()),
                        "state": "todo", "createdAt": "2026-01-01T00:00:00.000Z", "updatedAt": "2026-01-01T00:00:00.000Z"]
            }
            return try JSONSerialization.data(withJSONObject: ["format": "project-manager", "version": 1, "projects": projects])
        }

        @Test func aLongColumnDrawsItsRowsWhereTheBoardHasThemThroughFiltersMovesAndLiveChanges() async throws {
            let browser = try WebBoardIPadTests.browser
            try await browser.withBoard { board in
                let file = board.scratch.appending(path: "cards.json")
                try Self.export(count: 130).write(to: file)
                try await board.cli("import", file.path(percentEncoded: false))
                let all = try await Self.listed(board)
                #expect(all["TODO"]?.count == 130)
                try await browser.waitForText("130", in: "section[aria-label='TODO'] .count")
                try await Self.expectShown(all, after: "130 projects came in live", fromTop: true, in: browser)

                try await browser.navigate(to: board.url)
                try await browser.waitUntil("the first board") { try await browser.executeScript("return document.body.dataset.boardPainted !== undefined") == "true" }
                try await Self.expectShown(all, after: "the first paint", fromTop: true, in: browser)

                try await browser.click("#filter")
                try await browser.pressKeys("needle")
                let needles = try await Self.listed(board) { ($0["body"] as? String ?? "").contains("needle") }
                #expect(needles["TODO"]?.count == 22)
                try await Self.expectShown(needles, after: "a filter that keeps one card in six", fromTop: true, in: browser)
                try await browser.waitForText("22 of 130", in: "section[aria-label='TODO'] .count")
                try await browser.pressKeys(WebDriverSession.Key.escape)
                try await Self.expectShown(all, after: "Escape from that filter", fromTop: true, in: browser)

                try await browser.click("#filter")
                try await browser.pressKeys("Card 090")
                try await Self.expectShown(["TODO": ["Card 090"], "DOING": [], "DONE": []], after: "a filter that keeps one", in: browser)
                try await browser.pressKeys(WebDriverSession.Key.escape)
                try await Self.expectShown(all, after: "Escape from the filter that kept one", fromTop: true, in: browser)

                // The 75th card, past the rows first drawn, reached by the keyboard; to DOING and back.
                try await Moves.focusTitle(of: "Card 000", in: browser)
                try await browser.pressKeys(String(repeating: WebDriverSession.Key.arrowDown, count: 74))
                try await browser.waitForFocus(on: "title-button", inRow: "Card 074")
                try await Self.expectShown(all, after: "↓ to the 75th card", in: browser)
                try await browser.pressKeys(WebDriverSession.Key.arrowRight, holding: WebDriverSession.Key.shift)
                var moved = all
                moved["TODO"]?.remove(at: 74)
                moved["DOING"] = ["Card 074"]
                // The page shows the move once the server has applied it: only then is it in the store.
                try await Self.expectShown(moved, after: "Shift+→ on the 75th card", in: browser)
                #expect(try await Self.listed(board) == moved)
                try await browser.waitForFocus(on: "title-button", inRow: "Card 074")
                try await browser.pressKeys(WebDriverSession.Key.arrowLeft, holding: WebDriverSession.Key.shift)
                try await Self.expectShown(all, after: "Shift+← back", in: browser)
                #expect(try await Self.listed(board) == all)
                try await browser.waitForFocus(on: "title-button", inRow: "Card 074")

                // Meanwhile, the CLI: one due between the 65th and 66th cards, and the 11th deleted.
                let between = Self.firstDay.addingTimeInterval(Double(2 * 64 + 1) * 86_400).formatted(.iso8601.year().month().day())
                try await board.cli("add", "Squeezed in", "--deadline", between)
                let eleventh = try await board.listed().first { $0["title"] as? String == "Card 010" }?["id"] as? String ?? ""
                try await board.cli("delete", eleventh)
                var changed = all
                changed["TODO"]?.insert("Squeezed in", at: 65)
                changed["TODO"]?.removeAll { $0 == "Card 010" }
                #expect(try await Self.listed(board) == changed)
                try await Self.expectShown(changed, after: "an add and a delete from the CLI", in: browser)
                try await browser.waitForFocus(on: "title-button", inRow: "Card 074")
            }
        }
    }
}

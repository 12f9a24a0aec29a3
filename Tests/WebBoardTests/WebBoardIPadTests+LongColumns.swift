import Foundation
import HTTPTesting
import Testing

extension WebBoardIPadTests {
    /// A column longer than one group of cards (the page draws them by the group): after every kind of
    /// change, each column shows the board's order, and no group is empty or much over fifty cards.
    @MainActor
    @Suite("The web board's long columns", .timeLimit(.minutes(5)))
    struct LongColumns {
        /// How many cards a group may hold: about fifty, and the few a move or a change put into it since.
        private nonisolated static let groupLimit = 55
        /// The first project's deadline; each next one's two days later, so one can be put between two.
        private static let firstDay = Date(timeIntervalSince1970: 1_893_456_000)  // 2030-01-01

        /// Each column's titles and its groups' sizes (-1 for a child that is not a group of cards), as the
        /// page shows them, retired lists included.
        private struct Shown: Equatable, Sendable {
            var titles: [String: [String]]
            var groups: [String: [Int]]
            var fitsGroups: Bool { groups.values.joined().allSatisfy { (1...LongColumns.groupLimit).contains($0) } }
        }

        private static func shown(_ browser: WebDriverSession) async throws -> Shown {
            let json = try await browser.executeScript("""
                const result = { titles: {}, groups: {} };
                for (const section of document.querySelectorAll("section.column")) {
                  const name = section.getAttribute("aria-label");
                  result.titles[name] = [...section.querySelectorAll(".row .title")].map((title) => title.textContent);
                  result.groups[name] = [...section.querySelectorAll(".rows > *")].map((part) =>
                    part.matches(".group[role=none]") && [...part.children].every((row) => row.matches(".row[role=listitem]")) ? part.childElementCount : -1);
                }
                return result;
                """)
            let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: [String: Any]] ?? [:]
            return Shown(titles: object["titles"]?.compactMapValues { $0 as? [String] } ?? [:],
                         groups: object["groups"]?.compactMapValues { $0 as? [Int] } ?? [:])
        }

        /// Each column's titles in board order, as `list --json` reads the store, kept where `keep` says.
        private static func listed(_ board: ServedBoard, keeping keep: ([String: Any]) -> Bool = { _ in true }) async throws -> [String: [String]] {
            var titles = ["TODO": [String](), "DOING": [], "DONE": []]
            for project in try await board.listed() where keep(project) {
                titles[(project["state"] as? String ?? "").uppercased(), default: []].append(project["title"] as? String ?? "")
            }
            return titles
        }

        /// Waits until the page shows `titles`, in groups that fit; else records what it shows.
        private static func expectShown(_ titles: [String: [String]], after step: String, in browser: WebDriverSession) async throws {
            do {
                try await browser.waitUntil("the board in order in groups of about fifty after \(step)") {
                    let shown = try await Self.shown(browser)
                    return shown.titles == titles && shown.fitsGroups
                }
            } catch {
                let shown = try await Self.shown(browser)
                #expect(shown.titles == titles, "after \(step)")
                let groups = shown.groups
                #expect(groups.values.joined().allSatisfy { (1...Self.groupLimit).contains($0) }, "after \(step)")
                throw error
            }
        }

        /// An export of `count` projects in TODO, `Card 000` on, each due two days after the one before;
        /// every sixth has "needle" in its body.
        private static func export(count: Int) throws -> Data {
            let projects: [[String: Any]] = (0..<count).map { index in
                let day = firstDay.addingTimeInterval(Double(2 * index) * 86_400)
                return ["id": UUID().uuidString.lowercased(), "title": String(format: "Card %03d", index),
                        "body": index % 6 == 3 ? "A needle here" : "Hay", "deadline": day.formatted(.iso8601.year().month().day()),
                        "state": "todo", "createdAt": "2026-01-01T00:00:00.000Z", "updatedAt": "2026-01-01T00:00:00.000Z"]
            }
            return try JSONSerialization.data(withJSONObject: ["format": "project-manager", "version": 1, "projects": projects])
        }

        @Test func aColumnOfManyGroupsKeepsTheBoardsOrderThroughFiltersMovesAndLiveChanges() async throws {
            let browser = try WebBoardIPadTests.browser
            try await browser.withBoard { board in
                let file = board.scratch.appending(path: "cards.json")
                try Self.export(count: 130).write(to: file)
                try await board.cli("import", file.path(percentEncoded: false))
                let all = try await Self.listed(board)
                #expect(all["TODO"]?.count == 130)
                try await Self.expectShown(all, after: "130 projects came in live", in: browser)

                try await browser.navigate(to: board.url)
                try await browser.waitUntil("the first board") { try await browser.executeScript("return document.body.dataset.boardPainted !== undefined") == "true" }
                try await Self.expectShown(all, after: "the first paint", in: browser)

                try await browser.click("#filter")
                try await browser.pressKeys("needle")
                let needles = try await Self.listed(board) { ($0["body"] as? String ?? "").contains("needle") }
                #expect(needles["TODO"]?.count == 22)
                try await Self.expectShown(needles, after: "a filter that keeps one card in six", in: browser)
                try await browser.waitForText("22 of 130", in: "section[aria-label='TODO'] .count")
                try await browser.pressKeys(WebDriverSession.Key.escape)
                try await Self.expectShown(all, after: "Escape from that filter", in: browser)

                try await browser.click("#filter")
                try await browser.pressKeys("Card 090")
                try await Self.expectShown(["TODO": ["Card 090"], "DOING": [], "DONE": []], after: "a filter that keeps one", in: browser)
                try await browser.pressKeys(WebDriverSession.Key.escape)
                try await Self.expectShown(all, after: "Escape from the filter that kept one", in: browser)

                // The 75th card, in the middle group, to DOING and back.
                try await Moves.focusTitle(of: "Card 074", in: browser)
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
            }
        }
    }
}

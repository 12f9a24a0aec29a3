import Foundation
import HTTPTesting
import Testing

extension WebBoardIPadTests {
    /// A keystroke of the filter rewrites the cards it has in place (a card whose row goes shows a row that
    /// comes), and every card then shows its own row: title, preview lines, date, overdue, labels.
    @MainActor
    @Suite("The web board's cards rewritten in place", .timeLimit(.minutes(5)))
    struct Cards {
        /// An export of 60 projects in TODO, `Card 00` on, whose cards differ in what they hold: a preview
        /// of none to four lines, a date or none, some long past (overdue).
        static func export() throws -> Data {
            let projects: [[String: Any]] = (0..<60).map { index in
                var project: [String: Any] = [
                    "id": UUID().uuidString.lowercased(), "title": String(format: "Card %02d", index), "state": "todo",
                    "body": (0..<(index % 5)).map { "Line \($0 + 1) of card \(index)" }.joined(separator: "\n"),
                    "createdAt": "2026-01-01T00:00:00.000Z", "updatedAt": "2026-01-01T00:00:00.000Z",
                ]
                if index % 3 != 0 { project["deadline"] = index % 3 == 1 ? "2020-02-\(10 + index % 18)" : "2040-03-\(10 + index % 18)" }
                return project
            }
            return try JSONSerialization.data(withJSONObject: ["format": "project-manager", "version": 1, "projects": projects])
        }

        /// What is wrong with the cards drawn, each against the row of the board the page holds by its id:
        /// its title, its preview's lines, its date (and "overdue" for a screen reader), the title that
        /// describes its buttons.
        static let mismatches = """
            const rows = new Map(shown.columns.flatMap((column) => column.rows).map((row) => [row.id, row]));
            return [...document.querySelectorAll("#board .row")].flatMap((card) => {
              const row = rows.get(card.dataset.id), title = card.querySelector(".title button");
              if (!row) return [card.dataset.id + ": no such row"];
              const lines = [...card.querySelectorAll(".body span")].map((line) => line.textContent);
              const date = card.querySelector(".deadline");
              const described = [...card.querySelectorAll(".actions button")].map((control) => document.getElementById(control.getAttribute("aria-describedby")));
              const wrong = [title.textContent === row.title, JSON.stringify(lines) === JSON.stringify(row.bodyPreview),
                (date ? date.textContent : "") === (row.deadline ? row.deadline + (row.overdue ? " " + board.dataset.overdue : "") : ""),
                Boolean(date && date.classList.contains("overdue")) === Boolean(row.overdue), card.querySelectorAll(".body").length < 2,
                described.every((element) => element === title)];
              return wrong.every(Boolean) ? [] : [row.title + ": " + wrong.join(",")];
            });
            """

        @Test func aNarrowingRewritesTheCardsInSightAndEachShowsItsOwnRow() async throws {
            let browser = try WebBoardIPadTests.browser
            try await browser.withBoard { board in
                let file = board.scratch.appending(path: "cards.json")
                try Self.export().write(to: file)
                try await board.cli("import", file.path(percentEncoded: false))
                let all = try await LongColumns.listed(board)
                try await browser.waitForText("60", in: "section[aria-label='TODO'] .count")
                try await LongColumns.expectShown(all, after: "60 projects came in", fromTop: true, in: browser)
                #expect(try await browser.executeScript(Self.mismatches) == "[]")
                // Each card drawn remembers the row it showed; the page's errors are kept.
                _ = try await browser.executeScript("""
                    for (const card of document.querySelectorAll('#board .row')) card.testShowed = card.dataset.id;
                    window.testErrors = [];
                    addEventListener("error", (event) => testErrors.push(String(event.message)));
                    return null
                    """)

                try await browser.click("#filter")
                try await browser.pressKeys("7")
                let sevens = try await LongColumns.listed(board) { ($0["title"] as? String ?? "").contains("7") }
                try await LongColumns.expectShown(sevens, after: "a filter for 7", fromTop: true, in: browser)
                #expect(try await browser.executeScript(Self.mismatches) == "[]", "after a filter for 7")
                let rewritten = try await browser.executeScript("""
                    return [...document.querySelectorAll('#board .row')].filter((card) => card.testShowed && card.testShowed !== card.dataset.id).length
                    """)
                #expect((Int(rewritten) ?? 0) >= 3, "cards that showed another row before: \(rewritten)")

                try await browser.pressKeys(WebDriverSession.Key.escape)
                try await browser.waitForText("60", in: "section[aria-label='TODO'] .count")
                try await LongColumns.expectShown(all, after: "Escape", fromTop: true, in: browser)
                #expect(try await browser.executeScript(Self.mismatches) == "[]", "after Escape")
                #expect(try await browser.executeScript("return testErrors") == "[]")
            }
        }
    }
}

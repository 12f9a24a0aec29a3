import Foundation
import HTTPTesting
import Testing

extension WebBoardIPadTests {
    /// A column of thousands of cards: the page keeps only a few dozen of them in the document, yet the
    /// keyboard reaches every one (↓, End, Home), the filter finds one far down, and the counts and a
    /// screen reader's sizes speak of the whole column.
    @MainActor
    @Suite("The web board's windowed columns", .timeLimit(.minutes(5)))
    struct Windowing {
        private static let count = 3000

        /// How many cards the document holds, and whether the focused one is within the viewport.
        private static func cardsAndFocusInSight(_ browser: WebDriverSession) async throws -> (cards: Int, inSight: Bool) {
            let json = try await browser.executeScript("""
                const box = document.activeElement.getBoundingClientRect();
                return [document.querySelectorAll(".rows .row").length, box.bottom > 0 && box.top < innerHeight && box.height > 0];
                """)
            let pair = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [Any] ?? []
            return (pair.first as? Int ?? -1, pair.last as? Bool ?? false)
        }

        /// Waits until the focus is on the title of `title`, in sight, with the document still small.
        private static func expectFocus(on title: String, after step: String, in browser: WebDriverSession) async throws {
            try await browser.waitForFocus(on: "title-button", inRow: title)
            try await browser.waitUntil("\(title) in sight after \(step)") { try await cardsAndFocusInSight(browser).inSight }
            let cards = try await cardsAndFocusInSight(browser).cards
            #expect(cards <= DrawnRow.drawnLimit, "\(cards) cards in the document after \(step)")
        }

        @Test func aColumnOfThousandsKeepsFewCardsInTheDocumentAndTheKeyboardAndFilterReachEveryOne() async throws {
            let browser = try WebBoardIPadTests.browser
            try await browser.withBoard { board in
                let file = board.scratch.appending(path: "cards.json")
                try LongColumns.export(count: Self.count, digits: 4).write(to: file)
                try await board.cli("import", file.path(percentEncoded: false))
                try await browser.waitForText("\(Self.count)", in: "section[aria-label='TODO'] .count")
                let all = try await LongColumns.listed(board)
                #expect(all["TODO"]?.count == Self.count)
                try await LongColumns.expectShown(all, after: "\(Self.count) projects came in", fromTop: true, in: browser)
                #expect(try await Self.cardsAndFocusInSight(browser).cards <= DrawnRow.drawnLimit)
                // The rows not drawn and what stands for them leave the list as a screen reader's list.
                let axe = await AxeCore.testsShouldRun() ? try await AxeCore.script() : nil
                if let axe { #expect(try await AxeCore.violations(in: browser, script: axe) == [], "the first rows drawn") }

                // The keyboard: End to the last card, up one, Home back, then down past the rows first drawn.
                try await Moves.focusTitle(of: "Card 0000", in: browser)
                try await browser.pressKeys(WebDriverSession.Key.end)
                try await Self.expectFocus(on: "Card 2999", after: "End", in: browser)
                try await LongColumns.expectShown(all, after: "End", in: browser)
                if let axe { #expect(try await AxeCore.violations(in: browser, script: axe) == [], "the last rows drawn") }
                try await browser.pressKeys(WebDriverSession.Key.arrowUp)
                try await Self.expectFocus(on: "Card 2998", after: "↑", in: browser)
                try await browser.pressKeys(WebDriverSession.Key.home)
                try await Self.expectFocus(on: "Card 0000", after: "Home", in: browser)
                try await LongColumns.expectShown(all, after: "Home", fromTop: true, in: browser)
                try await browser.pressKeys(String(repeating: WebDriverSession.Key.arrowDown, count: 120))
                try await Self.expectFocus(on: "Card 0120", after: "↓ 120 times", in: browser)
                try await LongColumns.expectShown(all, after: "↓ 120 times", in: browser)
                // Tab goes on from the last button of a card to the next card, drawn as it is reached.
                try await browser.pressKeys(String(repeating: WebDriverSession.Key.tab, count: 3))
                try await Self.expectFocus(on: "Card 0121", after: "Tab past Card 0120's buttons", in: browser)

                // The filter: a card far down, alone, with its count; Escape brings the whole column back.
                try await browser.click("#filter")
                try await browser.pressKeys("Card 2718")
                try await LongColumns.expectShown(["TODO": ["Card 2718"], "DOING": [], "DONE": []], after: "a filter for Card 2718", in: browser)
                try await browser.waitForText("1 of \(Self.count)", in: "section[aria-label='TODO'] .count")
                try await browser.pressKeys(WebDriverSession.Key.escape)
                try await browser.waitForText("\(Self.count)", in: "section[aria-label='TODO'] .count")
                try await LongColumns.expectShown(all, after: "Escape", in: browser)

                // A filter that keeps hundreds: the narrowed column is windowed too, its last card reached by End.
                try await browser.pressKeys("needle")
                let needles = try await LongColumns.listed(board) { ($0["body"] as? String ?? "").contains("needle") }
                try await browser.waitForText("\(needles["TODO"]?.count ?? 0) of \(Self.count)", in: "section[aria-label='TODO'] .count")
                try await LongColumns.expectShown(needles, after: "a filter that keeps one card in six", in: browser)
                let last = try #require(needles["TODO"]?.last)
                try await Moves.focusTitle(of: needles["TODO"]?.first ?? "", in: browser)
                try await browser.pressKeys(WebDriverSession.Key.end)
                try await Self.expectFocus(on: last, after: "End in the narrowed column", in: browser)
                try await LongColumns.expectShown(needles, after: "End in the narrowed column", in: browser)
            }
        }
    }
}

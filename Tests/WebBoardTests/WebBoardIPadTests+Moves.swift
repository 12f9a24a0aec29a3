import Foundation
import HTTPTesting
import Testing

extension WebBoardIPadTests {
    /// Moving and finding cards: a drag with the mouse and with a finger (WebDriver's pointer actions,
    /// real pointer events), Escape in the middle of a drag, Shift+→ and what a screen reader is told,
    /// and the filter field with its counts.
    @MainActor
    @Suite("The web board's drags, move keys and filter", .timeLimit(.minutes(5)))
    struct Moves {
        /// Each project's column, as `list --json` reads the store: title to state.
        private static func states(_ board: ServedBoard) async throws -> [String: String] {
            Dictionary(try await board.listed().map { ($0["title"] as? String ?? "", $0["state"] as? String ?? "") }) { first, _ in first }
        }

        /// Puts the focus on the title of the card titled `title`, as Tab would.
        static func focusTitle(of title: String, in browser: WebDriverSession) async throws {
            _ = try await browser.row(titled: title)
            _ = try await browser.executeScript("""
                [...document.querySelectorAll(".row")].find((row) => row.querySelector(".title").textContent === arguments[0])
                  .querySelector(".title button").focus();
                return null
                """, arguments: [title])
        }

        @Test func aMouseDragFromTODOToDONELandsThereAndUndoTakesItBack() async throws {
            let browser = try WebBoardIPadTests.browser
            try await browser.withBoard { board in
                for title in ["Alpha", "Beta"] { try await board.cli("add", title) }
                try await browser.waitForTitles(["Alpha", "Beta"], in: "TODO")

                try await browser.drag(try await browser.row(titled: "Alpha"), to: try await browser.waitForElement("#column-done"))
                try await browser.waitForTitles(["Alpha"], in: "DONE")
                #expect(try await Self.states(board) == ["Alpha": "done", "Beta": "todo"])
                // A drag is not a click: the card's sheet stays shut, and the card no longer lifts.
                #expect(try await browser.isShowing("detail") == false)
                #expect(try await browser.executeScript("return document.querySelectorAll('.dragging, .drop-target').length") == "0")
                #expect(try await board.cli("history").contains("Alpha"))

                try await browser.click("#undo")
                try await browser.waitForTitles(["Alpha", "Beta"], in: "TODO")
                #expect(try await Self.states(board) == ["Alpha": "todo", "Beta": "todo"])
            }
        }

        @Test func aTouchDragByTheHandleLandsThereAndUndoTakesItBack() async throws {
            let browser = try WebBoardIPadTests.browser
            try await browser.emulateTouchScreen(true)
            do {
                try await browser.withBoard { board in
                    for title in ["Alpha", "Beta"] { try await board.cli("add", title) }
                    try await browser.waitForTitles(["Alpha", "Beta"], in: "TODO")
                    // On a touch screen (no hover) the handle shows.
                    let handle = try await browser.inRow(titled: "Beta", ".handle")
                    #expect(try await browser.executeScript("return matchMedia('(hover: none)').matches") == "true")
                    #expect(try await browser.cssValue("opacity", of: handle) == "1")
                    #expect(try await browser.cssValue("visibility", of: handle) == "visible")

                    try await browser.drag(handle, to: try await browser.waitForElement("#column-done"), pointerType: "touch")
                    try await browser.waitForTitles(["Beta"], in: "DONE")
                    #expect(try await Self.states(board) == ["Alpha": "todo", "Beta": "done"])
                    #expect(try await browser.isShowing("move-menu") == false)

                    try await board.cli("undo")
                    try await browser.waitForTitles(["Alpha", "Beta"], in: "TODO")
                    #expect(try await Self.states(board) == ["Alpha": "todo", "Beta": "todo"])
                }
            } catch {
                try? await browser.emulateTouchScreen(false)
                throw error
            }
            try await browser.emulateTouchScreen(false)
        }

        @Test func escapeInTheMiddleOfADragChangesNothing() async throws {
            let browser = try WebBoardIPadTests.browser
            try await browser.withBoard { board in
                for title in ["Alpha", "Beta"] { try await board.cli("add", title) }
                try await browser.waitForTitles(["Alpha", "Beta"], in: "TODO")

                try await browser.drag(try await browser.row(titled: "Alpha"), to: try await browser.waitForElement("#column-doing"), drop: false)
                // Under way: the card lifted, DOING marked as where it would land.
                #expect(try await browser.executeScript("""
                    return [document.querySelector(".row.dragging .title").textContent,
                            [...document.querySelectorAll(".drop-target")].map((column) => column.getAttribute("aria-label"))]
                    """) == #"["Alpha",["DOING"]]"#)
                try await browser.pressKeys(WebDriverSession.Key.escape)
                try await browser.releaseActions()
                #expect(try await browser.executeScript("return document.querySelectorAll('.dragging, .drop-target').length") == "0")
                // A move would have come back by now as a board: an input sent after it is answered after it.
                try await browser.pressKeys("?")
                try await browser.waitUntilShowing("help")
                #expect(try await browser.titles(in: "TODO") == ["Alpha", "Beta"])
                #expect(try await browser.titles(in: "DOING") == [])
                #expect(try await Self.states(board) == ["Alpha": "todo", "Beta": "todo"])
                #expect(try await !board.cli("history").contains("DOING"))
                try await browser.pressKeys(WebDriverSession.Key.escape)
                try await browser.waitUntilShowing("help", false)
            }
        }

        @Test func shiftArrowMovesTheFocusedCardAndSaysSo() async throws {
            let browser = try WebBoardIPadTests.browser
            try await browser.withBoard { board in
                for title in ["Alpha", "Beta"] { try await board.cli("add", title) }
                try await browser.waitForTitles(["Alpha", "Beta"], in: "TODO")
                try await Self.focusTitle(of: "Alpha", in: browser)

                try await browser.pressKeys(WebDriverSession.Key.arrowRight, holding: WebDriverSession.Key.shift)
                try await browser.waitForTitles(["Alpha"], in: "DOING")
                try await browser.waitForFocus(on: "title-button", inRow: "Alpha")
                try await browser.waitForText("Moved 'Alpha' to DOING.", in: "#announcer")
                #expect(try await browser.executeScript("return document.getElementById('announcer').getAttribute('aria-live')") == "\"polite\"")
                #expect(try await Self.states(board)["Alpha"] == "doing")

                // The last column has nothing after it; the previous one is back where it came from.
                try await browser.pressKeys(WebDriverSession.Key.arrowLeft, holding: WebDriverSession.Key.shift)
                try await browser.waitForTitles(["Alpha", "Beta"], in: "TODO")
                try await browser.waitForFocus(on: "title-button", inRow: "Alpha")
                try await browser.waitForText("Moved 'Alpha' to TODO.", in: "#announcer")

                // The keys are listed under ?.
                try await browser.pressKeys("?")
                try await browser.waitUntilShowing("help")
                #expect(try await browser.text(of: try await browser.waitForElement("#help")).contains("Shift+→"))
                try await browser.pressKeys(WebDriverSession.Key.escape)
                try await browser.waitUntilShowing("help", false)
            }
        }

        @Test func theFilterNarrowsTheColumnsWithTheirCountsAndEscapeClearsIt() async throws {
            let browser = try WebBoardIPadTests.browser
            try await browser.withBoard { board in
                try await SampleBoard.fill(board)
                try await browser.waitForTitles(SampleBoard.done, in: "DONE")
                let todo = try await browser.titles(in: "TODO")
                _ = try await browser.executeScript("document.querySelector('.row .title button').focus(); return null")

                try await browser.pressKeys("/")
                try await browser.waitUntil("the focus in the filter") { try await browser.focused().control == "filter" }
                _ = try await browser.executeScript("window.samePage = true; return null")
                try await browser.pressKeys("the" + WebDriverSession.Key.enter)
                // In a title or a body ("Book the venue", "Set up the build server"), any case; each count says
                // how many of how many.
                try await browser.waitUntil("the columns narrowed") {
                    let (todo, done) = (try await browser.titles(in: "TODO"), try await browser.titles(in: "DONE"))
                    return todo == ["Renew the domain", "Write the quarterly report", "Plan the launch event", "Book the venue"]
                        && done == ["Set up the build server"]
                }
                try await browser.waitForText("4 of 5", in: "section[aria-label='TODO'] .count")
                try await browser.waitForText("4 of 4", in: "section[aria-label='DOING'] .count")
                try await browser.waitForText("1 of 3", in: "section[aria-label='DONE'] .count")
                // The phone's switcher (hidden at this width) counts alike.
                #expect(try await browser.executeScript("return document.querySelector('#jump a:last-child .count').textContent") == "\"1 of 3\"")
                #expect(try await browser.executeScript("return performance.getEntriesByName('filter-redraw').length") == "1")
                // Enter in the field sent no form: the page is the one the filter was typed into.
                #expect(try await browser.executeScript("return window.samePage === true") == "true")
                #expect(try await browser.property("value", of: try await browser.waitForElement("#filter")) == #""the""#)

                try await browser.pressKeys("zzz")
                try await browser.waitForText("No match", in: "section[aria-label='TODO'] .empty")
                try await browser.waitForText("0 of 5", in: "section[aria-label='TODO'] .count")

                try await browser.pressKeys(WebDriverSession.Key.escape)
                try await browser.waitForTitles(todo, in: "TODO")
                try await browser.waitForTitles(SampleBoard.done, in: "DONE")
                #expect(try await browser.property("value", of: try await browser.waitForElement("#filter")) == #""""#)
            }
        }

        /// A key that only narrows the board goes to the session once the frame that shows the rows narrowed
        /// has run (the session's work and its answer take nothing from that frame); any other goes at once.
        @Test func aNarrowingKeyGoesToTheSessionAfterItsFrameAndAnyOtherAtOnce() async throws {
            let browser = try WebBoardIPadTests.browser
            try await browser.withBoard { board in
                try await SampleBoard.fill(board)
                try await browser.waitForTitles(SampleBoard.done, in: "DONE")
                _ = try await browser.executeScript("""
                    window.testSent = [];
                    const toWorker = posting;
                    posting = (message) => {
                      const input = message.type === "post" ? JSON.parse(message.body).input : {};
                      const narrowed = performance.getEntriesByName("filter-narrowed").length > 0;
                      if (input.filter) testSent.push(input.filter.text + (narrowed ? " after its frame" : " at once"));
                      toWorker(message);
                    };
                    return null
                    """)
                try await browser.click("#filter")
                for (count, key) in ["t", "h", WebDriverSession.Key.backspace].enumerated() {
                    _ = try await browser.executeScript("performance.clearMeasures(); return null")
                    try await browser.typeAsKeyboard(key)
                    try await browser.waitUntil("the board drawn for key \(count + 1)") {
                        try await browser.executeScript("""
                            return testSent.length === \(count + 1) && performance.getEntriesByName('filter-painted').length === 1
                            """) == "true"
                    }
                }
                #expect(try await browser.executeScript("return testSent") == #"["t after its frame","th after its frame","t at once"]"#)
            }
        }
    }
}

import Foundation
import HTTPTesting
import Testing

extension WebBoardIPadTests {
    /// What the eye and a screen reader are shown, at 1024×768, 768×1024 and 390×844: the focus never under
    /// the sticky bar, overdue in words, the marked segment with a value, resting controls disabled with
    /// their reason, Move and Delete covering no title and seen on touch, headings that stay in sight, a
    /// read-only sheet that reads as text, one name for "New Project", an empty column that looks empty.
    @MainActor
    @Suite("What the web board shows, on an iPad and a phone", .timeLimit(.minutes(5)))
    struct Looks {
        static let sizes = [(1024, 768), (768, 1024), (390, 844)]

        /// Whether the focused element lies wholly below the sticky bar, the switcher and its column's heading.
        static let focusInSight = """
            const target = document.activeElement, rect = target.getBoundingClientRect();
            const section = target.closest("section.column");
            const cover = Math.max(document.getElementById("bar").getBoundingClientRect().bottom,
                                   document.getElementById("jump").getBoundingClientRect().bottom,
                                   section ? section.querySelector("h2").getBoundingClientRect().bottom : 0);
            return rect.top >= cover && rect.bottom <= innerHeight;
            """

        @Test func shiftTabNeverLeavesTheFocusUnderTheStickyBar() async throws {
            let browser = try WebBoardIPadTests.browser
            try await browser.withBoard { board in
                for index in 1...24 { try await board.cli("add", "Project \(index)", "--body", "Line one\nLine two") }
                try await browser.waitForTitles((1...24).map { "Project \($0)" }, in: "TODO")
                for (width, height) in Self.sizes {
                    try await browser.setWindowSize(width: width, height: height)
                    _ = try await browser.executeScript("document.getElementById('new-project').focus(); scrollTo(0, 0); return null")
                    try await browser.pressKeys(String(repeating: WebDriverSession.Key.tab, count: 42))
                    for press in 1...27 {
                        try await browser.pressKeys(WebDriverSession.Key.tab, holding: WebDriverSession.Key.shift)
                        try await browser.waitUntil("the focus in sight after Shift+Tab ×\(press) at \(width)×\(height)") {
                            try await browser.executeScript(Self.focusInSight) == "true"
                        }
                    }
                }
            }
        }

        @Test func overdueIsSaidInWordsAndThePhonesSegmentIsMarkedTrue() async throws {
            let browser = try WebBoardIPadTests.browser
            try await browser.withBoard(width: 390, height: 844) { board in
                try await SampleBoard.fill(board)
                try await browser.waitForTitles(SampleBoard.done, in: "DONE")
                // What a screen reader reads of each overdue date ends in words; the words take no room on screen.
                #expect(try await browser.executeScript("""
                    const overdue = [...document.querySelectorAll(".deadline.overdue")];
                    return overdue.length >= 2 && overdue.every((deadline) => {
                      const words = deadline.querySelector(".visually-hidden").getBoundingClientRect();
                      return deadline.textContent.endsWith(" (overdue)") && words.width <= 1 && words.height <= 1;
                    })
                    """) == "true")
                #expect(try await browser.executeScript("return [...document.querySelectorAll('.deadline:not(.overdue)')].some((deadline) => deadline.textContent.includes('overdue'))") == "false")
                try await browser.waitUntil("one segment marked true") {
                    try await browser.executeScript("return [...document.querySelectorAll('#jump a[aria-current]')].map((link) => link.getAttribute('aria-current'))")
                        == "[\"true\"]"
                }
            }
        }

        @Test func onTouchMoveAndDeleteShowWithoutAHover() async throws {
            let browser = try WebBoardIPadTests.browser
            try await browser.withBoard { _ async throws in
                let shown = try await browser.executeScript("""
                    return [...document.adoptedStyleSheets[0].cssRules].some((rule) => rule.conditionText === "(hover: none)"
                      && rule.cssRules[0].selectorText === ".actions" && rule.cssRules[0].style.opacity === "1")
                    """)
                #expect(shown == "true")
            }
        }

        @Test func moveAndDeleteCoverNoTitleHeadingsStayAndTheSheetAndEmptyColumnsReadRight() async throws {
            let browser = try WebBoardIPadTests.browser
            try await browser.withBoard { board in
                let long = "A title long enough to run under the buttons at the end of the card, were they over it"
                try await board.cli("add", long)
                for index in 1...20 { try await board.cli("add", "Filler \(index)") }
                try await browser.waitForTitles([long] + (1...20).map { "Filler \($0)" }, in: "TODO")
                // The button on the bar and the sheet it opens have one name.
                #expect(try await browser.accessibleName(of: try await browser.waitForElement("#new-project")) == "New Project")
                for (width, height) in Self.sizes {
                    try await browser.setWindowSize(width: width, height: height)
                    _ = try await browser.executeScript("scrollTo(0, 0); return null")
                    try await browser.hover(try await browser.row(titled: long))
                    #expect(try await browser.executeScript("""
                        const row = [...document.querySelectorAll(".row")].find((item) => item.querySelector(".title").textContent === arguments[0]);
                        const title = row.querySelector(".title").getBoundingClientRect();
                        return [...row.querySelectorAll(".actions button")].every((button) => {
                          const rect = button.getBoundingClientRect();
                          return getComputedStyle(button.parentElement).opacity === "1" && rect.top >= title.bottom;
                        })
                        """, arguments: [long]) == "true", "at \(width)×\(height)")
                    // Scrolled deep into TODO, its heading is still in sight under the bar.
                    _ = try await browser.executeScript("scrollTo(0, document.documentElement.scrollHeight / 2); return null")
                    try await browser.waitUntil("TODO's heading in sight at \(width)×\(height)") {
                        try await browser.executeScript("""
                            const heading = document.getElementById("column-todo").getBoundingClientRect();
                            return heading.top >= 0 && heading.bottom <= innerHeight / 3
                            """) == "true"
                    }
                    // An empty column is a box drawn round "No projects", not bare text.
                    #expect(try await browser.executeScript("""
                        const empty = document.querySelector("section[aria-label='DONE'] .empty");
                        return !empty.hidden && getComputedStyle(empty).borderTopStyle === "dashed"
                        """) == "true")
                }
                // A read-only sheet: its title, date and body all read as text, alike.
                try await browser.setWindowSize(width: 1024, height: 768)
                _ = try await browser.executeScript("scrollTo(0, 0); return null")
                try await browser.click(try await browser.inRow(titled: long, ".title button"))
                try await browser.waitUntilShowing("detail")
                #expect(try await browser.executeScript("""
                    const fields = ["detail-title", "detail-deadline", "detail-body"].map((id) => document.getElementById(id));
                    return fields.every((field) => field.readOnly && !field.disabled && getComputedStyle(field).borderTopColor === "rgba(0, 0, 0, 0)")
                    """) == "true")
                try await browser.pressKeys(WebDriverSession.Key.escape)
                try await browser.waitUntilShowing("detail", false)
            }
        }
    }
}

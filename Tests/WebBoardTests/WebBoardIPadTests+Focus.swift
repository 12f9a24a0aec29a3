import Foundation
import HTTPTesting
import Testing

extension WebBoardIPadTests {
    /// The board from the keyboard and by touch, as on an iPad: where the focus goes after each dialog and
    /// menu, a focus ring that shows whole, the arrow keys in the move menu, a long press and a swipe made
    /// with WebDriver's touch pointer (`pointerType: "touch"`), and History opening at its newest line.
    @MainActor
    @Suite("The web board from the keyboard and by touch", .timeLimit(.minutes(5)))
    struct Focus {
        @Test func theFocusGoesBackToTheRowAfterEveryDialogAndMenu() async throws {
            let browser = try WebBoardIPadTests.browser
            try await browser.withBoard { board in
                for title in ["Alpha", "Beta", "Gamma"] { try await board.cli("add", title) }
                try await browser.waitForTitles(["Alpha", "Beta", "Gamma"], in: "TODO")

                // Done in an edit: the row is drawn anew, and its title has the focus.
                try await browser.click(try await browser.inRow(titled: "Beta", ".title button"))
                try await browser.click("#detail-leading")
                let field = try await browser.waitForElement("#detail-title")
                try await browser.waitUntil("the title to be editable") { try await browser.property("readOnly", of: field) == "false" }
                try await browser.sendKeys(" 2", to: field)
                try await browser.click("#detail-trailing")
                try await browser.waitUntilShowing("detail", false)
                try await browser.waitForFocus(on: "title-button", inRow: "Beta 2")

                // Escape out of the detail sheet.
                try await browser.pressKeys(WebDriverSession.Key.enter)
                try await browser.waitUntilShowing("detail")
                try await browser.pressKeys(WebDriverSession.Key.escape)
                try await browser.waitUntilShowing("detail", false)
                try await browser.waitForFocus(on: "title-button", inRow: "Beta 2")

                // A move by mouse, through the right button's menu: the row, now in DOING.
                try await browser.contextClick(try await browser.row(titled: "Beta 2"))
                try await browser.waitUntilShowing("move-menu")
                try await browser.click("#move-options li:first-child button")
                try await browser.waitForTitles(["Beta 2"], in: "DOING")
                try await browser.waitForFocus(on: "title-button", inRow: "Beta 2")

                // Escape out of the move menu opened by a row's Move button: that button.
                try await browser.clickInRow(titled: "Alpha", ".move")
                try await browser.waitUntilShowing("move-menu")
                try await browser.pressKeys(WebDriverSession.Key.escape)
                try await browser.waitUntilShowing("move-menu", false)
                try await browser.waitForFocus(on: "move", inRow: "Alpha")

                // A delete confirmed: the row is gone, its neighbour has the focus.
                try await browser.clickInRow(titled: "Alpha", ".delete")
                try await browser.waitUntilShowing("confirmation")
                try await browser.click("#confirmation-delete")
                try await browser.waitForTitles(["Gamma"], in: "TODO")
                try await browser.waitForFocus(on: "title-button", inRow: "Gamma")

                // A delete cancelled by Escape: the Delete button again.
                try await browser.clickInRow(titled: "Gamma", ".delete")
                try await browser.waitUntilShowing("confirmation")
                try await browser.pressKeys(WebDriverSession.Key.escape)
                try await browser.waitUntilShowing("confirmation", false)
                try await browser.waitForFocus(on: "delete", inRow: "Gamma")

                // The bar's dialogs give the focus back to the button that opened them.
                for (button, screen) in [("new-project", "detail"), ("show-history", "history")] {
                    try await browser.click("#\(button)")
                    try await browser.waitUntilShowing(screen)
                    try await browser.pressKeys(WebDriverSession.Key.escape)
                    try await browser.waitUntilShowing(screen, false)
                    try await browser.waitForFocus(on: button)
                }
            }
        }

        @Test func theArrowKeysGoThroughTheMoveMenu() async throws {
            let browser = try WebBoardIPadTests.browser
            try await browser.withBoard { board in
                try await board.cli("add", "Ship it")
                try await browser.waitForTitles(["Ship it"], in: "TODO")
                _ = try await browser.executeScript("document.querySelector('.row .actions .move').focus(); return null")
                try await browser.pressKeys(WebDriverSession.Key.enter)
                try await browser.waitUntilShowing("move-menu")
                func expectFocus(_ label: String, after keys: String) async throws {
                    try await browser.pressKeys(keys)
                    #expect(try await browser.executeScript("return document.activeElement.textContent") == "\"\(label)\"", "after \(keys.debugDescription)")
                }
                try await browser.waitUntil("the first option to have the focus") {
                    try await browser.executeScript("return document.activeElement.textContent") == "\"Move to DOING\""
                }
                try await expectFocus("Move to DONE", after: WebDriverSession.Key.arrowDown)
                try await expectFocus("Cancel", after: WebDriverSession.Key.arrowDown)
                try await expectFocus("Move to DOING", after: WebDriverSession.Key.arrowDown)  // round to the top
                try await expectFocus("Cancel", after: WebDriverSession.Key.arrowUp)  // and to the bottom
                try await expectFocus("Move to DOING", after: WebDriverSession.Key.home)
                try await expectFocus("Cancel", after: WebDriverSession.Key.end)
                try await expectFocus("Move to DONE", after: WebDriverSession.Key.arrowUp)
                try await browser.pressKeys(WebDriverSession.Key.enter)
                try await browser.waitForTitles(["Ship it"], in: "DONE")
                try await browser.waitForFocus(on: "move", inRow: "Ship it")
            }
        }

        @Test func aLongPressOpensTheMoveMenuWhichStaysOpenOnceTheFingerLifts() async throws {
            let browser = try WebBoardIPadTests.browser
            try await browser.withBoard { board in
                try await board.cli("add", "Hold me")
                try await board.cli("add", "Swipe me")
                try await browser.waitForTitles(["Hold me", "Swipe me"], in: "TODO")
                _ = try await browser.executeScript("""
                    window.menuCloses = 0;
                    document.getElementById("move-menu").addEventListener("toggle", (event) => { if (event.newState === "closed") menuCloses += 1; });
                    return null
                    """)
                // A touch outside the menu closes it, and moves nothing.
                try await browser.longPress(try await browser.row(titled: "Hold me"))
                try await browser.waitUntilShowing("move-menu")
                try await browser.click("#bar h1")
                try await browser.waitUntilShowing("move-menu", false)
                #expect(try await browser.titles(in: "TODO") == ["Hold me", "Swipe me"])
                _ = try await browser.executeScript("menuCloses = 0; return null")

                // The press, its hold and the lift are one action list: it returns once the finger is up.
                try await browser.longPress(try await browser.row(titled: "Hold me"))
                try await browser.waitUntilShowing("move-menu")
                try await browser.waitForText("Hold me", in: "#move-heading")
                // Two frames later (what the page had to close it in) it is still open, and never closed.
                _ = try await browser.executeAsyncScript("await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))); return null")
                #expect(try await browser.isShowing("move-menu"))
                #expect(try await browser.executeScript("return menuCloses") == "0")
                try await browser.click("#move-options li:last-child button")
                try await browser.waitForTitles(["Hold me"], in: "DONE")
                #expect(try await browser.executeScript("return menuCloses") == "1")

                // A swipe to the left asks to delete.
                try await browser.swipe(try await browser.row(titled: "Swipe me"), dx: -150)
                try await browser.waitUntilShowing("confirmation")
                try await browser.waitForText("Delete 'Swipe me'?", in: "#confirmation-question")
                try await browser.click("#confirmation-cancel")
                try await browser.waitUntilShowing("confirmation", false)
            }
        }

        @Test func historyOpensAtItsNewestLineUnderItsHeading() async throws {
            let browser = try WebBoardIPadTests.browser
            try await browser.withBoard { board in
                let count = 30
                for number in 1...count { try await board.cli("add", "Project \(number)") }
                try await browser.waitForText("\(count)", in: "section[aria-label='TODO'] .count")
                try await browser.click("#show-history")
                try await browser.waitUntilShowing("history")
                try await browser.waitUntil("every line") { try await browser.findElements("#history-lines li").count == count }
                let json = try await browser.executeScript("""
                    const history = document.getElementById("history"), lines = document.getElementById("history-lines");
                    const heading = document.getElementById("history-heading");
                    const box = history.getBoundingClientRect(), list = lines.getBoundingClientRect();
                    const inside = (element, outer) => { const rect = element.getBoundingClientRect();
                      return rect.top >= outer.top - 1 && rect.bottom <= outer.bottom + 1 && rect.bottom <= innerHeight; };
                    return { scrolls: lines.scrollHeight > lines.clientHeight, top: lines.scrollTop + history.scrollTop,
                             heading: inside(document.getElementById("history-heading"), box) && heading.scrollHeight <= heading.clientHeight + 1,
                             newest: inside(lines.firstElementChild, list), newestText: lines.firstElementChild.firstChild.textContent,
                             close: inside(document.getElementById("history-close"), box), focused: document.activeElement.id };
                    """)
                let state = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] ?? [:]
                #expect(state["scrolls"] as? Bool == true, "the list is long enough to scroll: \(json)")
                #expect(state["top"] as? Int == 0, "\(json)")
                #expect(state["heading"] as? Bool == true, "\(json)")
                #expect(state["newest"] as? Bool == true, "\(json)")
                #expect(state["newestText"] as? String == "Added 'Project \(count)'.")
                #expect(state["close"] as? Bool == true, "\(json)")
                #expect(state["focused"] as? String == "history-close")
            }
        }

        @Test func everyFocusableElementShowsItsWholeFocusRing() async throws {
            let browser = try WebBoardIPadTests.browser
            try await browser.withBoard { board in
                try await board.cli("add", "A title long enough to fill the card's width and more", "--body", "one\ntwo")
                try await board.cli("add", "Short", "--deadline", "2999-01-02")
                try await browser.waitForTitles(["Short", "A title long enough to fill the card's width and more"], in: "TODO")  // dated first
                _ = try await browser.executeScript("document.activeElement.blur(); return null")
                var seen: [String] = []
                // Tab through the page: each element reached draws a ring no ancestor cuts.
                while !seen.contains("delete in Short"), seen.count < 12 {
                    try await browser.pressKeys(WebDriverSession.Key.tab)
                    let problem = try await browser.executeScript(Self.clippedRing)
                    let focused = try await browser.focused()
                    seen.append(focused.description)
                    #expect(problem == "null", "\(focused): \(problem)")
                }
                #expect(seen.contains("new-project in no row") && seen.contains("show-history in no row"), "\(seen)")
                #expect(seen.contains("title-button in Short") && seen.contains("delete in Short"), "\(seen)")

                // And through the detail sheet's fields and buttons.
                try await browser.pressKeys(WebDriverSession.Key.enter)  // on Short's Delete: the question
                try await browser.waitUntilShowing("confirmation")
                try await browser.pressKeys(WebDriverSession.Key.escape)
                try await browser.waitUntilShowing("confirmation", false)
                try await browser.click("#new-project")
                try await browser.waitUntilShowing("detail")
                for _ in 0..<6 {
                    try await browser.pressKeys(WebDriverSession.Key.tab)
                    let problem = try await browser.executeScript(Self.clippedRing)
                    let focused = try await browser.focused()
                    #expect(problem == "null", "\(focused): \(problem)")
                }
                try await browser.pressKeys(WebDriverSession.Key.escape)
            }
        }

        /// Returns `null` when the focused element has a visible outline that every ancestor that clips
        /// (overflow, paint containment) leaves whole, else what is wrong.
        static let clippedRing = """
            const element = document.activeElement;
            const style = getComputedStyle(element);
            const width = parseFloat(style.outlineWidth), offset = parseFloat(style.outlineOffset);
            if (style.outlineStyle === "none" || !(width >= 2)) return "no ring: " + style.outlineStyle + " " + style.outlineWidth;
            const rect = element.getBoundingClientRect(), reach = width + Math.max(offset, 0);
            const ring = { left: rect.left - reach, right: rect.right + reach, top: rect.top - reach, bottom: rect.bottom + reach };
            for (let outer = element.parentElement; outer; outer = outer.parentElement) {
              const css = getComputedStyle(outer);
              const clips = css.overflowX !== "visible" || css.overflowY !== "visible" || /paint|content|strict/.test(css.contain)
                || css.contentVisibility === "auto";
              if (!clips || outer === document.documentElement || outer === document.body) continue;
              const box = outer.getBoundingClientRect();
              if (ring.left < box.left - 0.5 || ring.right > box.right + 0.5 || ring.top < box.top - 0.5 || ring.bottom > box.bottom + 0.5)
                return "cut by " + outer.tagName + "." + outer.className;
            }
            return null;
            """
    }
}

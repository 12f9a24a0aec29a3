import Foundation
import HTTPKit
import HTTPTesting
import Testing

/// The board in a real headless Chromium, end to end: the built `project-manager serve` on a store of
/// its own, the page driven as a user would (clicks, typing, the right button, the keyboard), and the
/// same binary's CLI on the same store. Screenshots at 1024×768 (iPad landscape) and 390×844 (a phone)
/// go to `.build/test-artifacts/`.
@MainActor
@Suite("The web board in headless Chromium", .timeLimit(.minutes(5)), .serialized, .sharedBrowser,
       .enabled(if: ChromeDriver.testsShouldRun, "needs chromium and chromedriver (apt-get install chromium chromium-driver)"))
struct WebBoardBrowserTests {
    static let artifacts = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: ".build/test-artifacts")

    /// Serves a new store (or `store`), opens the board in the shared browser at 1024×768, runs `body`,
    /// then leaves the page and stops the server.
    private func withBoard(store: String? = nil, query: String = "",
                           _ body: (ServedBoard, WebDriverSession) async throws -> Void) async throws {
        let browser = try #require(SharedBrowser.session)
        let board = try await ServedBoard.start(store: store)
        do {
            try await browser.setWindowSize(width: 1024, height: 768)
            try await browser.navigate(to: URL(string: board.url.absoluteString + query)!)
            try await browser.waitUntil("the first board") { try await browser.executeScript("return document.body.dataset.boardPainted !== undefined") == "true" }
            try await body(board, browser)
        } catch {
            try? await browser.navigate(to: URL(string: "about:blank")!)
            await board.stop()
            throw error
        }
        try await browser.navigate(to: URL(string: "about:blank")!)
        await board.stop()
    }

    @Test func addingThroughTheDialogPutsTheProjectInTODOAndInTheStore() async throws {
        try await withBoard { board, browser in
            let newProject = try await browser.waitForElement("#new-project")
            #expect(try await browser.accessibleName(of: newProject) == "New Project")
            try await browser.click(newProject)
            try await browser.waitUntilShowing("detail")
            try await browser.waitForText("New Project", in: "#detail-heading")
            try await browser.waitForText("0/1000", in: "#detail-counter")

            // Done with no title: the view model's message, and the dialog stays.
            try await browser.click("#detail-trailing")
            try await browser.waitForText("Title is required.", in: "#detail-messages li")
            #expect(try await browser.isShowing("detail"))

            try await browser.sendKeys("Write the report", to: try await browser.waitForElement("#detail-title"))
            try await browser.sendKeys("Hello", to: try await browser.waitForElement("#detail-body"))
            try await browser.waitForText("5/1000", in: "#detail-counter")
            try await browser.sendKeys("12242026", to: try await browser.waitForElement("#detail-deadline"))
            try await browser.waitForText("Thu, Dec 24, 2026", in: "#detail-day")
            #expect(try await browser.findElements("#detail-messages li").isEmpty)
            try await browser.click("#detail-trailing")
            try await browser.waitUntilShowing("detail", false)
            try await browser.waitForTitles(["Write the report"], in: "TODO")

            let listed = try await board.listed()
            #expect(listed.count == 1)
            #expect(listed.first?["title"] as? String == "Write the report")
            #expect(listed.first?["body"] as? String == "Hello")
            #expect(listed.first?["deadline"] as? String == "2026-12-24")
            #expect(listed.first?["state"] as? String == "todo")
        }
    }

    @Test func theBodyCounterAndItsLimitComeFromTheViewModel() async throws {
        try await withBoard { _, browser in
            try await browser.click("#new-project")
            try await browser.waitUntilShowing("detail")
            // 1001 characters at once, as a paste would.
            _ = try await browser.executeScript("""
                const body = document.getElementById("detail-body");
                body.focus();
                body.value = "x".repeat(1001);
                body.dispatchEvent(new Event("input"));
                return null;
                """)
            try await browser.waitForText("1001/1000", in: "#detail-counter")
            let message = try await browser.waitForElement("#detail-messages li")
            #expect(try await browser.text(of: message).contains("1000"))
            #expect(try await browser.cssValue("color", of: try await browser.waitForElement("#detail-counter")) == "rgba(204, 0, 0, 1)")
            try await browser.pressKeys(WebDriverSession.Key.escape)
            try await browser.waitUntilShowing("detail", false)
            #expect(try await browser.titles(in: "TODO").isEmpty)
        }
    }

    @Test func moveThroughThePopoverByRightClickAndByKeyboard() async throws {
        try await withBoard { board, browser in
            try await board.cli("add", "Ship it")
            try await browser.waitForTitles(["Ship it"], in: "TODO")
            try await browser.contextClick(try await browser.row(titled: "Ship it"))
            try await browser.waitUntilShowing("move-menu")
            try await browser.waitForText("Ship it", in: "#move-heading")
            let options = try await browser.findElements("#move-options button")
            #expect(try await browser.texts(of: options) == ["Move to DOING", "Move to DONE"])
            try await browser.click(options[0])
            try await browser.waitUntilShowing("move-menu", false)
            try await browser.waitForTitles(["Ship it"], in: "DOING")
            try await browser.waitForTitles([], in: "TODO")

            // The row's Move button, from the keyboard: Enter opens the menu, Escape closes it, nothing moves.
            _ = try await browser.executeScript("document.querySelector(\".row .actions .move\").focus(); return null")
            try await browser.pressKeys(WebDriverSession.Key.enter)
            try await browser.waitUntilShowing("move-menu")
            try await browser.waitForText("Move to TODO", in: "#move-options li:first-child button")
            try await browser.pressKeys(WebDriverSession.Key.escape)
            try await browser.waitUntilShowing("move-menu", false)
            try await browser.pressKeys(WebDriverSession.Key.enter)
            try await browser.waitUntilShowing("move-menu")
            try await browser.pressKeys(WebDriverSession.Key.tab + WebDriverSession.Key.enter)  // the second option: DONE
            try await browser.waitForTitles(["Ship it"], in: "DONE")
            #expect(try await board.listed().first?["state"] as? String == "done")
        }
    }

    @Test func aRowOpensReadOnlyThenEditSavesIt() async throws {
        try await withBoard { board, browser in
            try await board.cli("add", "Draft", "--body", "first line")
            try await browser.click(try await browser.inRow(titled: "Draft", ".title button"))
            try await browser.waitUntilShowing("detail")
            try await browser.waitForText("Project", in: "#detail-heading")
            let title = try await browser.waitForElement("#detail-title")
            #expect(try await browser.property("readOnly", of: title) == "true")
            #expect(try await browser.property("value", of: title) == "\"Draft\"")
            try await browser.waitForText("Edit", in: "#detail-leading")
            try await browser.click("#detail-leading")
            try await browser.waitForText("Edit Project", in: "#detail-heading")
            try await browser.waitForText("Cancel", in: "#detail-leading")
            #expect(try await browser.property("readOnly", of: title) == "false")
            try await browser.clear(title)
            try await browser.sendKeys("Final", to: title)
            try await browser.click("#detail-trailing")
            try await browser.waitUntilShowing("detail", false)
            try await browser.waitForTitles(["Final"], in: "TODO")
            #expect(try await board.listed().map { $0["title"] as? String } == ["Final"])

            // Opened again and cancelled after editing: nothing changes.
            try await browser.click(try await browser.inRow(titled: "Final", ".title button"))
            try await browser.click("#detail-leading")
            try await browser.waitForText("Cancel", in: "#detail-leading")
            try await browser.sendKeys(" and more", to: title)
            try await browser.click("#detail-leading")
            try await browser.waitUntilShowing("detail", false)
            #expect(try await board.listed().map { $0["title"] as? String } == ["Final"])
        }
    }

    @Test func deleteAsksFirstThenUndoAndRedoFollowTheHistory() async throws {
        try await withBoard { board, browser in
            let undo = try await browser.waitForElement("#undo"), redo = try await browser.waitForElement("#redo")
            #expect(try await browser.isEnabled(undo) == false)
            #expect(try await browser.isEnabled(redo) == false)
            try await board.cli("add", "Old plan")
            try await browser.waitForTitles(["Old plan"], in: "TODO")
            try await browser.waitUntil("Undo to be enabled") { try await browser.isEnabled(undo) }

            try await browser.clickInRow(titled: "Old plan", ".delete")
            try await browser.waitUntilShowing("confirmation")
            try await browser.waitForText("Delete 'Old plan'?", in: "#confirmation-question")
            try await browser.click("#confirmation-cancel")
            try await browser.waitUntilShowing("confirmation", false)
            #expect(try await browser.titles(in: "TODO") == ["Old plan"])

            try await browser.clickInRow(titled: "Old plan", ".delete")
            try await browser.waitUntilShowing("confirmation")
            try await browser.click("#confirmation-delete")
            try await browser.waitForTitles([], in: "TODO")
            #expect(try await board.listed().isEmpty)

            try await browser.click(undo)
            try await browser.waitForTitles(["Old plan"], in: "TODO")
            try await browser.waitUntil("Redo to be enabled") { try await browser.isEnabled(redo) }
            try await browser.click(redo)
            try await browser.waitForTitles([], in: "TODO")

            try await browser.click("#show-history")
            try await browser.waitUntilShowing("history")
            try await browser.waitForText("History", in: "#history-heading")
            let lines = try await browser.findElements("#history-lines li")
            // Newest first: the redo and the undo of the delete, the delete, the add.
            let texts = try await browser.texts(of: lines)
            #expect(texts.map { $0.components(separatedBy: "\n")[0] } == [
                "Redid: Removed 'Old plan' from TODO.", "Undid: Removed 'Old plan' from TODO.", "Removed 'Old plan' from TODO.", "Added 'Old plan'.",
            ], "\(texts)")
            try await browser.click("#history-close")
            try await browser.waitUntilShowing("history", false)
        }
    }

    @Test func aChangeFromTheCLIAppearsLiveOverdueInRedAndMarkupAsText() async throws {
        try await withBoard { board, browser in
            try await board.cli("add", "<img src=x onerror=document.title='owned'>", "--deadline", "2020-01-02", "--body", "one\ntwo\nthree\nfour")
            try await board.cli("add", "Later", "--deadline", "2999-01-01")
            try await browser.waitForTitles(["<img src=x onerror=document.title='owned'>", "Later"], in: "TODO")
            #expect(try await browser.findElements("img").isEmpty)
            #expect(try await browser.executeScript("return document.title") == "\"Project Manager\"")
            let overdue = try await browser.findElements("section[aria-label='TODO'] .deadline.overdue")
            #expect(overdue.count == 1)
            #expect(try await browser.text(of: overdue[0]).hasPrefix("Jan 2, 2020"))
            #expect(try await browser.property("textContent", of: overdue[0]) == "\"Jan 2, 2020 (overdue)\"")  // the words a screen reader reads
            #expect(try await browser.cssValue("color", of: overdue[0]) == "rgba(204, 0, 0, 1)")
            let notOverdue = try await browser.inRow(titled: "Later", ".deadline")
            #expect(try await browser.cssValue("color", of: notOverdue) != "rgba(204, 0, 0, 1)")
            #expect(try await browser.text(of: try await browser.waitForElement(".row .body")) == "one\ntwo\nthree…")

            let later = try await board.listed().first { $0["title"] as? String == "Later" }?["id"] as? String ?? ""
            try await board.cli("move", later, "doing")
            try await browser.waitForTitles(["Later"], in: "DOING")
        }
    }

    @Test func koreanFromTheQueryOrTheBrowser() async throws {
        try await withBoard(query: "?lang=ko") { board, browser in
            #expect(try await browser.executeScript("return document.documentElement.lang") == "\"ko\"")
            #expect(try await browser.text(of: try await browser.waitForElement("#new-project")) == "새 프로젝트")
            try await board.cli("add", "보고서", "--deadline", "2026-12-24")
            try await browser.waitForTitles(["보고서"], in: "TODO")
            #expect(try await browser.text(of: try await browser.waitForElement(".row .deadline")) == "2026년 12월 24일")
            try await browser.click("#new-project")
            try await browser.waitForText("새 프로젝트", in: "#detail-heading")
            try await browser.click("#detail-trailing")
            try await browser.waitForText("제목을 입력하세요.", in: "#detail-messages li")
            try await browser.waitForText("취소", in: "#detail-leading")
            try await browser.click("#detail-leading")
            try await browser.waitUntilShowing("detail", false)
        }
    }

    @Test func aStoreThatCannotBeWrittenShowsTheReadOnlyBanner() async throws {
        // Not even root can make a directory in /proc: the store is read-only for everyone.
        try await withBoard(store: "/proc/project-manager-web-board-test") { _, browser in
            let banner = try await browser.waitForElement("#read-only")
            try await browser.waitUntil("the banner to show") { try await browser.cssValue("display", of: banner) != "none" }
            #expect(try await browser.text(of: banner).hasPrefix("Read-only: "))
            #expect(try await browser.executeScript("return document.getElementById('read-only').getAttribute('role')") == "\"status\"")
            // The controls that would change the store are disabled, the banner their reason; History only reads.
            try await browser.waitUntil("New Project, Undo and Redo disabled, described by the banner") {
                try await browser.executeScript("""
                    return ["new-project", "undo", "redo"].every((id) => {
                      const control = document.getElementById(id);
                      return control.disabled && control.getAttribute("aria-describedby") === "read-only";
                    }) && !document.getElementById("show-history").disabled
                    """) == "true"
            }
        }
    }

    @Test func everyControlHasAnAccessibleNameAndTheLayoutFitsAnIPadAndAPhone() async throws {
        try await withBoard { board, browser in
            try await board.cli("add", "Write the report", "--deadline", "2020-11-01", "--body", "Draft\nReview\nSend\nFollow up")
            try await board.cli("add", "Plan the launch", "--deadline", "2999-12-24", "--body", "Venue and date")
            try await board.cli("add", "Fix the login page", "--body", "Safari only")
            let started = try await board.listed().first { $0["title"] as? String == "Fix the login page" }?["id"] as? String ?? ""
            try await board.cli("move", started, "doing")
            try await board.cli("add", "Release 1.0", "--deadline", "2026-11-01")
            let released = try await board.listed().first { $0["title"] as? String == "Release 1.0" }?["id"] as? String ?? ""
            try await board.cli("move", released, "done")
            try await browser.waitForTitles(["Release 1.0"], in: "DONE")
            try await browser.waitForTitles(["Fix the login page"], in: "DOING")

            let controls = try await browser.findElements("#bar button, .row button")
            // New Project, Undo, Redo, History and Keys; each row's title, Move and Delete.
            #expect(controls.count == 5 + 4 * 3)
            let sections = try await browser.findElements("section")
            #expect(try await browser.accessibleNames(of: sections) == ["TODO", "DOING", "DONE"])

            // Keyboard: Tab reaches "New project", Enter opens the dialog, Escape closes it.
            _ = try await browser.executeScript("document.activeElement.blur(); return null")
            try await browser.pressKeys(WebDriverSession.Key.tab)
            #expect(try await browser.executeScript("return document.activeElement.id") == "\"new-project\"")
            try await browser.pressKeys(WebDriverSession.Key.enter)
            try await browser.waitUntilShowing("detail")
            #expect(try await browser.executeScript("return document.activeElement.id") == "\"detail-title\"")
            try await browser.pressKeys(WebDriverSession.Key.escape)
            try await browser.waitUntilShowing("detail", false)

            // Each as it is reached (a row's Move and Delete show when the row has the focus).
            for (index, control) in controls.enumerated() {
                _ = try await browser.executeScript("document.querySelectorAll('#bar button, .row button')[arguments[0]].focus(); return null", arguments: ["\(index)"])
                #expect(try await !browser.accessibleName(of: control).isEmpty)
            }
            try await browser.hover(try await browser.row(titled: "Plan the launch"))
            #expect(try await browser.accessibleName(of: try await browser.inRow(titled: "Plan the launch", ".move")) == "Move")

            // Each dialog is opened by a control, and they too have names once open.
            try await browser.click("#new-project")
            try await browser.waitUntilShowing("detail")
            for field in ["#detail-title", "#detail-deadline", "#detail-body", "#detail-today", "#detail-leading", "#detail-trailing"] {
                #expect(try await !browser.accessibleName(of: try await browser.waitForElement(field)).isEmpty, "\(field)")
            }
            #expect(try await browser.accessibleName(of: try await browser.waitForElement("#detail")) == "New Project")
            try await browser.click("#detail-leading")
            try await browser.waitUntilShowing("detail", false)

            try FileManager.default.createDirectory(at: Self.artifacts, withIntermediateDirectories: true)
            #expect(try await browser.executeScript("return document.documentElement.scrollWidth <= innerWidth") == "true")
            try await browser.screenshot().write(to: Self.artifacts.appending(path: "web-board-1024x768.png"))
            try await browser.setWindowSize(width: 390, height: 844)
            try await browser.waitUntil("the phone layout (one column)") {
                try await browser.executeScript("return getComputedStyle(document.getElementById('board')).gridTemplateColumns.split(' ').length") == "1"
            }
            #expect(try await browser.executeScript("return document.documentElement.scrollWidth <= innerWidth") == "true")
            try await browser.screenshot().write(to: Self.artifacts.appending(path: "web-board-390x844.png"))
        }
    }

    @Test func manyTabsShareOneStreamAndAllStayLive() async throws {
        // More tabs than the six connections a browser opens to one server: each tab with a stream of
        // its own would leave the seventh waiting.
        let tabs = 10
        try await withBoard { board, browser in
            let first = try await browser.windowHandle()
            var handles: [String] = []
            for _ in 1..<tabs {
                let handle = try await browser.newTab()
                handles.append(handle)
                try await browser.switchToWindow(handle)
                try await browser.navigate(to: board.url)
            }
            try await board.cli("add", "Seen everywhere")
            for handle in [first] + handles {
                try await browser.switchToWindow(handle)
                try await browser.waitForTitles(["Seen everywhere"], in: "TODO")
            }
            // A change made in one tab reaches the others.
            try await browser.clickInRow(titled: "Seen everywhere", ".delete")
            try await browser.click("#confirmation-delete")
            for handle in [first] + handles {
                try await browser.switchToWindow(handle)
                try await browser.waitForTitles([], in: "TODO")
            }
            for handle in handles {
                try await browser.switchToWindow(handle)
                try await browser.closeWindow()
            }
            try await browser.switchToWindow(first)
        }
    }
}

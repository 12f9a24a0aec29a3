import Foundation
import HTTPTesting
import Testing

extension WebBoardIPadTests {
    /// The board's layout on an iPad (1024×768 and 768×1024) and a phone (390×844): three columns side by
    /// side and nothing wider than the screen, the phone's column switcher, long titles that stay inside
    /// their card and the delete dialog, and Korean wrapped between words. The iPad screenshot goes to
    /// `.build/test-artifacts/web-board-ipad.png` (copied by hand to `Diagrams/web-board-ipad.png`).
    @MainActor
    @Suite("The web board on an iPad and a phone", .timeLimit(.minutes(5)))
    struct Layout {
        @Test func anIPadShowsTheThreeColumnsSideBySideInBothOrientations() async throws {
            let browser = try WebBoardIPadTests.browser
            try await browser.withBoard { board in
                try await SampleBoard.fill(board)
                try await browser.waitForTitles(SampleBoard.done, in: "DONE")
                for (width, height) in [(1024, 768), (768, 1024)] {
                    try await browser.setViewportSize(width: width, height: height)
                    #expect(try await browser.executeScript("return document.documentElement.scrollWidth <= innerWidth") == "true", "\(width)×\(height)")
                    let json = try await browser.executeScript("""
                        return [...document.querySelectorAll("section.column")].map((section) => {
                          const rect = section.getBoundingClientRect();
                          return [Math.round(rect.left), Math.round(rect.right), Math.round(rect.top)];
                        });
                        """)
                    let columns = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[Int]] ?? []
                    #expect(columns.count == 3)
                    #expect(Set(columns.map { $0[2] }).count == 1, "side by side at \(width)×\(height): \(columns)")
                    #expect(columns.allSatisfy { $0[0] >= 0 && $0[1] <= width && $0[2] < height / 3 }, "on screen at \(width)×\(height): \(columns)")
                    if width == 1024 {
                        try FileManager.default.createDirectory(at: WebBoardBrowserTests.artifacts, withIntermediateDirectories: true)
                        try await browser.screenshot().write(to: WebBoardBrowserTests.artifacts.appending(path: "web-board-ipad.png"))
                    }
                }
            }
        }

        @Test func aPhoneJumpsBetweenColumnsWithASegmentedControl() async throws {
            let browser = try WebBoardIPadTests.browser
            try await browser.withBoard(width: 390, height: 844) { board in
                try await SampleBoard.fill(board)
                try await browser.waitForTitles(SampleBoard.done, in: "DONE")
                let links = try await browser.findElements("#jump a")
                try await browser.waitUntil("the counts") {
                    try await browser.texts(of: links) == ["TODO \(SampleBoard.todo.count)", "DOING \(SampleBoard.doing.count)", "DONE \(SampleBoard.done.count)"]
                }
                #expect(try await browser.executeScript("return document.documentElement.scrollWidth <= innerWidth") == "true")
                func waitForMarkedSegment(_ column: String) async throws {
                    try await browser.waitUntil("\(column)'s segment to be the one marked") {
                        try await browser.executeScript("return [...document.querySelectorAll('#jump a[aria-current]')].map((link) => link.textContent)")
                            == "[\"\(column) \(SampleBoard.all[column]?.count ?? 0)\"]"
                    }
                }
                try await waitForMarkedSegment("TODO")
                for (index, column) in [(2, "DONE"), (0, "TODO"), (1, "DOING")] {
                    try await browser.click(links[index])
                    // The column's heading stands just under the switcher, which stays at the top.
                    try await browser.waitUntil("\(column) at the top") {
                        try await browser.executeScript("""
                            const jump = document.getElementById("jump").getBoundingClientRect();
                            const heading = document.querySelector("section[aria-label='" + arguments[0] + "'] h2").getBoundingClientRect();
                            return jump.top >= 0 && jump.top < 20 && heading.top >= jump.bottom && heading.top < jump.bottom + 40;
                            """, arguments: [column]) == "true"
                    }
                    try await waitForMarkedSegment(column)
                }
                try await browser.setWindowSize(width: 1024, height: 768)
                try await browser.waitUntil("the switcher to go on a wide screen") {
                    try await browser.executeScript("return getComputedStyle(document.getElementById('jump')).display") == "\"none\""
                }
            }
        }

        @Test func aLongUnbrokenTitleStaysInsideItsCardAndTheDeleteDialog() async throws {
            let browser = try WebBoardIPadTests.browser
            let title = String(repeating: "Unbreakable", count: 10).prefix(100)
            try await browser.withBoard { board in
                try await board.cli("add", String(title), "--body", String(repeating: "x", count: 300))
                try await browser.waitForTitles([String(title)], in: "TODO")
                let fits = """
                    const inner = document.querySelector(arguments[0]), outer = inner.closest(arguments[1]);
                    const a = inner.getBoundingClientRect(), b = outer.getBoundingClientRect();
                    return a.left >= b.left && a.right <= b.right + 0.5 && inner.scrollWidth <= inner.clientWidth + 1 && outer.scrollWidth <= outer.clientWidth + 1;
                    """
                #expect(try await browser.executeScript(fits, arguments: [".row .title button", ".row"]) == "true")
                #expect(try await browser.executeScript(fits, arguments: [".row .body", ".row"]) == "true")
                // At most two lines of it, the last cut with "…" by the browser.
                #expect(try await browser.executeScript("""
                    const button = document.querySelector(".row .title button");
                    return button.getBoundingClientRect().height < 3 * parseFloat(getComputedStyle(button).lineHeight) && button.scrollHeight > button.clientHeight;
                    """) == "true")
                try await browser.clickInRow(titled: String(title), ".delete")
                try await browser.waitUntilShowing("confirmation")
                #expect(try await browser.executeScript(fits, arguments: ["#confirmation-question", "dialog"]) == "true")
                try await browser.click("#confirmation-cancel")
            }
        }

        @Test func aCardShowsEachPreviewLineOnALineOfItsOwnOnAPhone() async throws {
            let browser = try WebBoardIPadTests.browser
            let body = "Sales, costs and the outlook for the whole quarter, with the charts.\nCharts.\nSend to the board.\nThen archive it."
            try await browser.withBoard(width: 390, height: 844) { board in
                try await board.cli("add", "Report", "--body", body)
                try await browser.waitForTitles(["Report"], in: "TODO")
                // A long line is cut at the card's edge, never wrapped into the next one's place: the last
                // line shown is the view model's, with its one "…".
                let json = try await browser.executeScript("""
                    return [...document.querySelectorAll(".row .body span")].map((line) => [line.textContent,
                      line.getClientRects().length === 1 && line.getBoundingClientRect().height < 1.5 * parseFloat(getComputedStyle(line).minHeight),
                      line.scrollWidth > line.clientWidth]);
                    """)
                let lines = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[Any]] ?? []
                #expect(lines.map { $0[0] as? String } == ["Sales, costs and the outlook for the whole quarter, with the charts.", "Charts.", "Send to the board…"])
                #expect(lines.map { $0[1] as? Bool } == [true, true, true], "each on one line: \(json)")
                #expect(lines.map { $0[2] as? Bool } == [true, false, false], "only the long one cut: \(json)")
            }
        }

        @Test func koreanWrapsBetweenWords() async throws {
            let browser = try WebBoardIPadTests.browser
            let title = "주간 보고서를 작성하고 팀 전체에게 공유한 다음 의견을 받아서 다음 주 계획에 반영합니다"
            try await browser.withBoard(query: "?lang=ko", width: 390, height: 844) { board in
                try await board.cli("add", title)
                try await browser.waitForTitles([title], in: "TODO")
                try await browser.clickInRow(titled: title, ".delete")
                try await browser.waitUntilShowing("confirmation")
                // Every word's characters on one line; the text itself on more than one: the card's title
                // and the delete question.
                let json = try await browser.executeScript("""
                    const result = [];
                    for (const selector of [".row .title button", "#confirmation-question"]) {
                      const text = document.querySelector(selector).firstChild;
                      const lines = new Set();
                      let at = 0;
                      for (const word of text.textContent.split(" ")) {
                        const range = document.createRange();
                        range.setStart(text, at);
                        range.setEnd(text, at + word.length);
                        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
                        tops.forEach((top) => lines.add(top));
                        if (tops.size > 1) result.push(selector + ": " + word + " is split");
                        at += word.length + 1;
                      }
                      if (lines.size < 2) result.push(selector + " is on one line");
                    }
                    return result;
                    """)
                #expect(json == "[]")
            }
        }
    }
}

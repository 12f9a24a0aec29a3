import Foundation
import HTTPTesting

extension WebDriverSession {
    /// Serves a new store (or `store`), opens the board (with `query`, e.g. `?lang=ko`) in a window of
    /// `width` × `height`, waits for its first board, runs `body`, then leaves the page and stops the server.
    @MainActor
    func withBoard(store: String? = nil, query: String = "", width: Int = 1024, height: Int = 768,
                   _ body: (ServedBoard) async throws -> Void) async throws {
        let board = try await ServedBoard.start(store: store)
        do {
            try await setWindowSize(width: width, height: height)
            try await navigate(to: URL(string: board.url.absoluteString + query)!)
            try await waitUntil("the first board") { try await self.executeScript("return document.body.dataset.boardPainted !== undefined") == "true" }
            try await body(board)
        } catch {
            try? await navigate(to: URL(string: "about:blank")!)
            await board.stop()
            throw error
        }
        try await navigate(to: URL(string: "about:blank")!)
        await board.stop()
    }

    /// Resizes the window so that the page itself is `width` × `height` (as on an iPad, which has no
    /// window frame), and waits until the page has that size.
    func setViewportSize(width: Int, height: Int) async throws {
        try await setWindowSize(width: width, height: height)
        let frame = try await executeScript("return [outerWidth - innerWidth, outerHeight - innerHeight]")
        let sizes = try JSONSerialization.jsonObject(with: Data(frame.utf8)) as? [Int] ?? [0, 0]
        try await setWindowSize(width: width + sizes[0], height: height + sizes[1])
        try await waitUntil("the page to be \(width)×\(height)") {
            try await self.executeScript("return [innerWidth, innerHeight]") == "[\(width),\(height)]"
        }
    }

    /// Clicks the element matching `selector` in the row titled `title` as a mouse does: over the row
    /// first, which shows its Move and Delete buttons.
    func clickInRow(titled title: String, _ selector: String) async throws {
        try await hover(try await row(titled: title))
        try await click(try await inRow(titled: title, selector))
    }

    /// What has the focus: the title of the row it is in (or `nil`) and its own id or class, e.g.
    /// `("Draft", "delete")` for a row's Delete button, `("Draft", "title-button")`, `(nil, "new-project")`.
    func focused() async throws -> Focused {
        let json = try await executeScript("""
            const element = document.activeElement;
            const row = element.closest(".row");
            const name = element.closest(".title") ? "title-button" : element.id || element.className || element.tagName;
            return [row ? row.querySelector(".title").textContent : null, name];
            """)
        let pair = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [Any] ?? []
        return Focused(row: pair.first as? String, control: pair.last as? String ?? "")
    }

    /// Waits until the focus is on `control` (an id or class) in the row titled `row`, or outside rows.
    func waitForFocus(on control: String, inRow row: String? = nil) async throws {
        try await waitUntil("the focus on \(control) in \(row ?? "no row")") {
            try await self.focused() == Focused(row: row, control: control)
        }
    }

    /// The element with the focus, as ``focused()`` names it.
    struct Focused: Equatable, CustomStringConvertible {
        let row: String?
        let control: String
        var description: String { "\(control) in \(row ?? "no row")" }
    }
}

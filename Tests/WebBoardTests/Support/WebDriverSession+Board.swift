import Foundation
import HTTPTesting

/// Reading and driving the board page, in the words of the tests.
extension WebDriverSession {
    /// Clicks the first element matching `selector`, once there is one.
    func click(_ selector: String) async throws {
        try await click(try await waitForElement(selector))
    }

    /// The rendered text of each element.
    func texts(of elements: [Element]) async throws -> [String] {
        var texts: [String] = []
        for element in elements { texts.append(try await text(of: element)) }
        return texts
    }

    /// The accessible name of each element.
    func accessibleNames(of elements: [Element]) async throws -> [String] {
        var names: [String] = []
        for element in elements { names.append(try await accessibleName(of: element)) }
        return names
    }

    /// The titles of the rows in `column` (`TODO`, `DOING`, `DONE`), top to bottom.
    func titles(in column: String) async throws -> [String] {
        let json = try await executeScript("""
            return [...document.querySelectorAll("section[aria-label='\(column)'] .title")].map((title) => title.textContent)
            """)
        return try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String] ?? []
    }

    /// Waits until `column` shows `titles` (those a long column draws, each where `titles` has it), and
    /// its count says how many.
    func waitForTitles(_ titles: [String], in column: String) async throws {
        try await waitUntil("\(column) to show \(titles)") {
            DrawnRow.problem(try await self.drawnRows()[column] ?? [], titles) == nil
        }
        try await waitForText(String(titles.count), in: "section[aria-label='\(column)'] .count")
    }

    /// Each column's rows drawn, top to bottom, by the column's name (a child that is neither a row nor an
    /// empty, hidden gap counts as a row out of place).
    func drawnRows() async throws -> [String: [DrawnRow]] {
        let json = try await executeScript("""
            const result = {};
            for (const section of document.querySelectorAll("section.column")) {
              result[section.getAttribute("aria-label")] = [...section.querySelectorAll(".rows > *")].flatMap((child) =>
                child.matches(".row[role=listitem]") ? [[Number(child.getAttribute("aria-posinset")), Number(child.getAttribute("aria-setsize")),
                                                         child.querySelector(".title").textContent]]
                : child.matches("[aria-hidden=true]:empty") ? [] : [[-1, -1, child.outerHTML.slice(0, 80)]]);
            }
            return result;
            """)
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: [[Any]]] ?? [:]
        return object.mapValues { rows in
            rows.map { DrawnRow(position: $0[0] as? Int ?? -1, size: $0[1] as? Int ?? -1, title: $0[2] as? String ?? "") }
        }
    }

    /// Whether the dialog or popover `id` is showing.
    func isShowing(_ id: String) async throws -> Bool {
        try await executeScript("""
            const element = document.getElementById(arguments[0]);
            return element.tagName === "DIALOG" ? element.open : element.matches(":popover-open");
            """, arguments: [id]) == "true"
    }

    /// Waits until the dialog or popover `id` is showing, or (with `false`) is not.
    func waitUntilShowing(_ id: String, _ showing: Bool = true) async throws {
        try await waitUntil("#\(id) to be \(showing ? "shown" : "closed")") { try await self.isShowing(id) == showing }
    }

    /// The row of the project titled `title`, wherever it is.
    func row(titled title: String) async throws -> Element {
        try await waitUntil("a row titled \(title)") { try await self.rowIndex(title) != nil }
        let index = try await rowIndex(title) ?? 0
        return try await findElements(".row")[index]
    }

    private func rowIndex(_ title: String) async throws -> Int? {
        let json = try await executeScript("""
            return [...document.querySelectorAll(".row")].findIndex((row) => row.querySelector(".title").textContent === arguments[0])
            """, arguments: [title])
        return Int(json).flatMap { $0 >= 0 ? $0 : nil }
    }

    /// The element matching `selector` inside the row titled `title`.
    func inRow(titled title: String, _ selector: String) async throws -> Element {
        guard let index = try await waitForRowIndex(title) else { throw WebDriverError(error: "no such row", message: title) }
        let candidates = try await findElements(".row \(selector)")
        let owners = try await executeScript("""
            const rows = [...document.querySelectorAll(".row")];
            return [...document.querySelectorAll(".row " + arguments[0])].map((element) => rows.indexOf(element.closest(".row")))
            """, arguments: [selector])
        let ownerIndexes = try JSONSerialization.jsonObject(with: Data(owners.utf8)) as? [Int] ?? []
        guard let position = ownerIndexes.firstIndex(of: index), position < candidates.count else {
            throw WebDriverError(error: "no such element", message: "\(selector) in the row titled \(title)")
        }
        return candidates[position]
    }

    private func waitForRowIndex(_ title: String) async throws -> Int? {
        try await waitUntil("a row titled \(title)") { try await self.rowIndex(title) != nil }
        return try await rowIndex(title)
    }
}

/// The arrow keys and Home and End, in WebDriver's codes.
extension WebDriverSession.Key {
    static let arrowUp = "\u{E013}"
    static let arrowDown = "\u{E015}"
    static let home = "\u{E011}"
    static let end = "\u{E010}"
}

import Foundation

/// The mouse over an element, a finger on the screen, the system's light or dark appearance, and
/// scripts that wait for the page: what a test of a touch and keyboard page needs beyond clicks.
extension WebDriverSession {
    /// Moves the mouse over `element` (what shows controls that appear on hover).
    public func hover(_ element: Element) async throws {
        _ = try await send("POST", "actions", ["actions": [[
            "type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"],
            "actions": [["type": "pointerMove", "origin": [Self.elementKey: element.id], "x": 0, "y": 0]],
        ]]])
    }

    /// Touches the middle of `element`, holds the finger still for `hold`, and lifts it: a long press,
    /// as WebDriver's pointer actions with `pointerType` "touch" make it (real touch events, not a script's).
    public func longPress(_ element: Element, hold: Duration = .milliseconds(1500)) async throws {
        try await touch(element, [
            ["type": "pointerDown", "button": 0],
            ["type": "pause", "duration": Int(hold.components.seconds * 1000 + hold.components.attoseconds / 1_000_000_000_000_000)],
            ["type": "pointerUp", "button": 0],
        ])
    }

    /// Touches the middle of `element` and drags the finger `dx` points sideways before lifting it.
    public func swipe(_ element: Element, dx: Int) async throws {
        try await touch(element, [
            ["type": "pointerDown", "button": 0],
            ["type": "pointerMove", "origin": "pointer", "x": dx / 2, "y": 0, "duration": 100],
            ["type": "pointerMove", "origin": "pointer", "x": dx - dx / 2, "y": 0, "duration": 100],
            ["type": "pointerUp", "button": 0],
        ])
    }

    private func touch(_ element: Element, _ actions: [[String: Any]]) async throws {
        let start: [String: Any] = ["type": "pointerMove", "origin": [Self.elementKey: element.id], "x": 0, "y": 0]
        _ = try await send("POST", "actions", ["actions": [[
            "type": "pointer", "id": "finger", "parameters": ["pointerType": "touch"], "actions": [start] + actions,
        ]]])
        // A finger's pointer lasts for the actions; released so the next gesture starts afresh.
        _ = try await send("DELETE", "actions", nil)
    }

    /// Makes the page see the system's appearance as `dark` or light (`prefers-color-scheme`), through
    /// chromedriver's door to the DevTools protocol (`Emulation.setEmulatedMedia`).
    public func emulateColorScheme(dark: Bool) async throws {
        _ = try await send("POST", "goog/cdp/execute", ["cmd": "Emulation.setEmulatedMedia", "params": [
            "features": [["name": "prefers-color-scheme", "value": dark ? "dark" : "light"]],
        ]])
    }

    /// Runs `script` as the body of an async function and returns what it resolves to, as JSON text: for
    /// what the page does on its own schedule (an animation frame, a library's promise).
    public func executeAsyncScript(_ script: String, arguments: [String] = []) async throws -> String {
        try await executeScript("return (async () => { \(script) })()", arguments: arguments)
    }
}

extension WebDriverSession.Key {
    /// The up arrow.
    public static let arrowUp = "\u{E013}"
    /// The down arrow.
    public static let arrowDown = "\u{E015}"
    /// Home.
    public static let home = "\u{E011}"
    /// End.
    public static let end = "\u{E010}"
}

/// Dragging with a mouse or a finger, as WebDriver's pointer actions make it: real pointer events
/// (`pointerdown`, `pointermove`, `pointerup`) of the `pointerType` given, not a script's.
extension WebDriverSession {
    /// Presses on the middle of `element` with a pointer of `pointerType` (`mouse` or `touch`), moves it
    /// a little, then over the middle of `target`, and lets go there; with `drop` false it stays pressed
    /// over `target`, in the middle of the drag, until ``releaseActions()``.
    public func drag(_ element: Element, to target: Element, pointerType: String = "mouse", drop: Bool = true) async throws {
        var actions: [[String: Any]] = [
            ["type": "pointerMove", "origin": [Self.elementKey: element.id], "x": 0, "y": 0],
            ["type": "pointerDown", "button": 0],
            ["type": "pointerMove", "origin": "pointer", "x": 12, "y": 8, "duration": 50],
            ["type": "pointerMove", "origin": [Self.elementKey: target.id], "x": 0, "y": 0, "duration": 200],
        ]
        if drop { actions.append(["type": "pointerUp", "button": 0]) }
        _ = try await send("POST", "actions", ["actions": [[
            "type": "pointer", "id": pointerType == "touch" ? "finger" : "mouse", "parameters": ["pointerType": pointerType],
            "actions": actions,
        ]]])
        // A finger's pointer lasts for its actions: released once it is lifted, so the next gesture starts afresh.
        if drop, pointerType == "touch" { try await releaseActions() }
    }

    /// Lets go of every key and button still held (WebDriver's "release actions").
    public func releaseActions() async throws {
        _ = try await send("DELETE", "actions", nil)
    }

    /// Makes the page a touch screen's, or a mouse's again, through chromedriver's door to the DevTools
    /// protocol (`Emulation.setTouchEmulationEnabled`): a touch screen has no hover (`hover: none`).
    public func emulateTouchScreen(_ touch: Bool) async throws {
        _ = try await send("POST", "goog/cdp/execute", ["cmd": "Emulation.setTouchEmulationEnabled", "params": [
            "enabled": touch, "maxTouchPoints": touch ? 5 : 1,
        ]])
    }
}

extension WebDriverSession.Key {
    /// The right arrow.
    public static let arrowRight = "\u{E014}"
    /// The left arrow.
    public static let arrowLeft = "\u{E012}"
}

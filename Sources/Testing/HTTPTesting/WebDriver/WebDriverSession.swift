import Foundation

/// A headless Chromium driven through the W3C WebDriver protocol: plain JSON over HTTP to chromedriver,
/// no package. (Not through URLSession: chromedriver writes `Content-Length:915`, without the space,
/// and Linux's URLSession refuses such a header.) Only what the tests need: navigate, find, click (left or right), type and press keys,
/// read text, properties, styles and accessible names, run a script, open and switch tabs, take a screenshot; and waits that poll the page until a condition holds or a bound passes,
/// so a test never guesses how long a busy machine takes.
public final class WebDriverSession: Sendable {
    /// A found element, by the id the protocol gave it.
    public struct Element: Sendable {
        /// The protocol's id of the element.
        public let id: String
    }

    /// The key the protocol puts an element's id under.
    static let elementKey = "element-6066-11e4-a52e-4f735466cecf"

    private let driver: ChromeDriver
    /// `/session/ID`, the prefix of every command's path.
    private let session: String

    private init(driver: ChromeDriver, session: String) {
        self.driver = driver
        self.session = session
    }

    /// Starts chromedriver and a headless Chromium with a window of `width` × `height`.
    public static func start(width: Int = 1024, height: Int = 768) async throws -> WebDriverSession {
        let driver = try await ChromeDriver.start()
        do {
            let capabilities: [String: Any] = ["capabilities": ["alwaysMatch": [
                "browserName": "chrome",
                "goog:chromeOptions": [
                    "binary": ChromeDriver.browser,
                    "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                             "--window-size=\(width),\(height)"],
                ],
            ]]]
            let value = try await command(driver, "POST", "/session", capabilities)
            guard let id = (value as? [String: Any])?["sessionId"] as? String else {
                throw WebDriverError(error: "no session", message: "\(String(describing: value))")
            }
            return WebDriverSession(driver: driver, session: "/session/\(id)")
        } catch {
            await driver.stop()
            throw error
        }
    }

    /// Closes the browser and stops chromedriver.
    public func quit() async {
        _ = try? await Self.command(driver, "DELETE", session, nil)
        await driver.stop()
    }

    // MARK: The protocol's commands

    /// Opens `url` and returns once the page has loaded.
    public func navigate(to url: URL) async throws {
        _ = try await send("POST", "url", ["url": url.absoluteString])
    }

    /// The address of the page shown now (after any redirect).
    public func currentURL() async throws -> String {
        try await send("GET", "url", nil) as? String ?? ""
    }

    /// A cookie as the browser keeps it, with the attributes a script can't see.
    public struct Cookie: Sendable, Equatable {
        /// Its name and value.
        public let name: String, value: String
        /// Its `Path`, and whether it is `HttpOnly`.
        public let path: String, httpOnly: Bool
        /// `Strict`, `Lax` or `None`.
        public let sameSite: String
    }

    /// The cookies the browser would send to the page shown now, HttpOnly ones included.
    public func cookies() async throws -> [Cookie] {
        let list = try await send("GET", "cookie", nil) as? [[String: Any]] ?? []
        return list.map {
            Cookie(name: $0["name"] as? String ?? "", value: $0["value"] as? String ?? "", path: $0["path"] as? String ?? "",
                   httpOnly: $0["httpOnly"] as? Bool ?? false, sameSite: $0["sameSite"] as? String ?? "")
        }
    }

    /// Every element matching the CSS `selector`, in document order (none is not an error).
    public func findElements(_ selector: String) async throws -> [Element] {
        let value = try await send("POST", "elements", ["using": "css selector", "value": selector])
        return (value as? [[String: Any]] ?? []).compactMap { ($0[Self.elementKey] as? String).map(Element.init) }
    }

    /// Clicks `element`, as a user would (it must be visible).
    public func click(_ element: Element) async throws {
        _ = try await send("POST", "element/\(element.id)/click", [:])
    }

    /// Types `text` into `element`.
    public func sendKeys(_ text: String, to element: Element) async throws {
        _ = try await send("POST", "element/\(element.id)/value", ["text": text])
    }

    /// The element's rendered text.
    public func text(of element: Element) async throws -> String {
        try await send("GET", "element/\(element.id)/text", nil) as? String ?? ""
    }

    /// The computed value of a CSS property, as the browser reports it (colours as `rgba(r, g, b, a)`).
    public func cssValue(_ property: String, of element: Element) async throws -> String {
        try await send("GET", "element/\(element.id)/css/\(property)", nil) as? String ?? ""
    }

    /// Runs `script` (a function body; `arguments[0]`… are `arguments`) and returns its result as JSON text.
    public func executeScript(_ script: String, arguments: [String] = []) async throws -> String {
        let value = try await send("POST", "execute/sync", ["script": script, "args": arguments])
        let data = try JSONSerialization.data(withJSONObject: value ?? NSNull(), options: [.fragmentsAllowed, .sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    /// Empties a text field or text area.
    public func clear(_ element: Element) async throws {
        _ = try await send("POST", "element/\(element.id)/clear", [:])
    }

    /// A DOM property of `element` as JSON text (`"true"`, `"\"text\""`), e.g. `readOnly` or `value`.
    public func property(_ name: String, of element: Element) async throws -> String {
        let value = try await send("GET", "element/\(element.id)/property/\(name)", nil)
        let data = try JSONSerialization.data(withJSONObject: value ?? NSNull(), options: [.fragmentsAllowed, .sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    /// The accessible name the browser computes for `element`, as a screen reader announces it.
    public func accessibleName(of element: Element) async throws -> String {
        try await send("GET", "element/\(element.id)/computedlabel", nil) as? String ?? ""
    }

    /// Whether `element` can be used (a disabled button cannot).
    public func isEnabled(_ element: Element) async throws -> Bool {
        try await send("GET", "element/\(element.id)/enabled", nil) as? Bool ?? false
    }

    /// Clicks `element` with the right mouse button (what opens a context menu).
    public func contextClick(_ element: Element) async throws {
        let origin: [String: Any] = [Self.elementKey: element.id]
        _ = try await send("POST", "actions", ["actions": [[
            "type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"],
            "actions": [
                ["type": "pointerMove", "origin": origin, "x": 0, "y": 0],
                ["type": "pointerDown", "button": 2], ["type": "pointerUp", "button": 2],
            ],
        ]]])
    }

    /// Presses keys on whatever has the focus: text, or WebDriver's key codes such as ``Key/tab``; each
    /// while `modifier` (say, ``Key/shift``) is held down, when one is given.
    public func pressKeys(_ keys: String, holding modifier: String? = nil) async throws {
        var strokes = keys.unicodeScalars.flatMap { key in
            [["type": "keyDown", "value": String(key)], ["type": "keyUp", "value": String(key)]]
        }
        if let modifier { strokes = [["type": "keyDown", "value": modifier]] + strokes + [["type": "keyUp", "value": modifier]] }
        _ = try await send("POST", "actions", ["actions": [["type": "key", "id": "keyboard", "actions": strokes]]])
    }

    /// WebDriver's codes of keys that type no text.
    public enum Key {
        /// Enter.
        public static let enter = "\u{E007}"
        /// Escape.
        public static let escape = "\u{E00C}"
        /// Backspace.
        public static let backspace = "\u{E003}"
        /// Tab.
        public static let tab = "\u{E004}"
        /// Shift, to hold with ``pressKeys(_:holding:)``.
        public static let shift = "\u{E008}"
    }

    /// Opens a new tab and returns its handle (the session stays on the current one).
    public func newTab() async throws -> String {
        let value = try await send("POST", "window/new", ["type": "tab"]) as? [String: Any]
        guard let handle = value?["handle"] as? String else { throw WebDriverError(error: "no window", message: "no handle returned") }
        return handle
    }

    /// Makes the tab or window `handle` the one commands go to.
    public func switchToWindow(_ handle: String) async throws {
        _ = try await send("POST", "window", ["handle": handle])
    }

    /// The handle of the current tab.
    public func windowHandle() async throws -> String {
        try await send("GET", "window", nil) as? String ?? ""
    }

    /// Closes the current tab; switch to another before the next command.
    public func closeWindow() async throws {
        _ = try await send("DELETE", "window", nil)
    }

    /// Resizes the window (the page's layout follows), e.g. to a phone's 390 × 844.
    public func setWindowSize(width: Int, height: Int) async throws {
        _ = try await send("POST", "window/rect", ["width": width, "height": height])
    }

    /// A PNG of the window.
    public func screenshot() async throws -> Data {
        guard let base64 = try await send("GET", "screenshot", nil) as? String, let png = Data(base64Encoded: base64) else {
            throw WebDriverError(error: "no screenshot", message: "the answer was not base64")
        }
        return png
    }

    // MARK: Waiting for the page

    /// Polls `condition` until it holds, for at most `timeout`: the page changes on its own schedule.
    /// A browser command that hangs counts against the same deadline.
    public func waitUntil(_ what: String, timeout: Duration = .seconds(15), _ condition: @escaping @Sendable () async throws -> Bool) async throws {
        try await eventually(what, timeout: timeout, condition)
    }

    /// The first element matching `selector`, once there is one.
    public func waitForElement(_ selector: String, timeout: Duration = .seconds(15)) async throws -> Element {
        try await waitUntil("an element matching \(selector)", timeout: timeout) { try await !self.findElements(selector).isEmpty }
        return try await findElements(selector)[0]
    }

    /// Waits until the first element matching `selector` shows `text`; returns the element.
    @discardableResult
    public func waitForText(_ text: String, in selector: String, timeout: Duration = .seconds(15)) async throws -> Element {
        try await waitUntil("\(selector) to show \"\(text)\"", timeout: timeout) {
            guard let element = try await self.findElements(selector).first else { return false }
            return try await self.text(of: element) == text
        }
        return try await waitForElement(selector)
    }

    // MARK: Transport

    func send(_ method: String, _ path: String, _ body: [String: Any]?) async throws -> Any? {
        try await Self.command(driver, method, "\(session)/\(path)", body)
    }

    /// One command on a connection of its own: JSON in, the answer's `value` out; an answer with an
    /// `error` throws it. Reads wait up to a minute: a browser starting on a loaded machine is slow.
    private static func command(_ driver: ChromeDriver, _ method: String, _ path: String, _ body: [String: Any]?) async throws -> Any? {
        let json = try body.map { try JSONSerialization.data(withJSONObject: $0) } ?? Data()
        let connection = try await RawClient.connect(port: driver.port, readTimeout: 60)
        defer { connection.close() }
        try await connection.send("\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(driver.port)\r\n"
            + "Content-Type: application/json; charset=utf-8\r\nContent-Length: \(json.count)\r\nConnection: close\r\n\r\n"
            + String(decoding: json, as: UTF8.self))
        let response = try await connection.readResponse()
        let reply = try JSONSerialization.jsonObject(with: Data(response.body.utf8), options: .fragmentsAllowed) as? [String: Any]
        let value = reply?["value"]
        if let failure = value as? [String: Any], let error = failure["error"] as? String {
            throw WebDriverError(error: error, message: failure["message"] as? String ?? "")
        }
        return value is NSNull ? nil : value
    }
}

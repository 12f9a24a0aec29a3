import Foundation

extension WebDriverSession {
    /// Types `key` into the focused element as a keyboard does: one key-down event carrying its text,
    /// then the key-up, through chromedriver's door to the DevTools protocol (`Input.dispatchKeyEvent`).
    /// WebDriver's own typing sends a key's key-down and its character as two events, with the driver's
    /// own work around them, so a measure from the key-down counts the driver too. Takes a letter, a
    /// digit, `#`, ``Key/backspace`` or ``Key/escape``.
    public func typeAsKeyboard(_ key: String) async throws {
        var event: [String: Any]
        switch key {
        case Key.escape: event = ["key": "Escape", "code": "Escape", "windowsVirtualKeyCode": 27]
        case Key.backspace: event = ["key": "Backspace", "code": "Backspace", "windowsVirtualKeyCode": 8]
        case "#": event = ["key": "#", "code": "Digit3", "text": "#", "unmodifiedText": "3", "windowsVirtualKeyCode": 51, "modifiers": 8]
        default:
            guard let character = key.first, key.count == 1, character.isASCII, character.isLetter || character.isNumber else {
                throw WebDriverError(error: "invalid argument", message: "typeAsKeyboard types a letter, a digit, #, Backspace or Escape, not \(key.debugDescription)")
            }
            let upper = key.uppercased()
            event = ["key": key, "code": (character.isNumber ? "Digit" : "Key") + upper, "text": key, "unmodifiedText": key,
                     "windowsVirtualKeyCode": Int(upper.unicodeScalars.first!.value)]
        }
        // A key that types no text goes down "raw", as a keyboard's Escape or Backspace does.
        let down = event["text"] == nil ? "rawKeyDown" : "keyDown"
        for type in [down, "keyUp"] {
            _ = try await send("POST", "goog/cdp/execute", ["cmd": "Input.dispatchKeyEvent", "params": event.merging(["type": type]) { $1 }])
        }
    }
}

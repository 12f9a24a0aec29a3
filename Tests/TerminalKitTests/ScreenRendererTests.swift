import Testing
import TerminalKit

@Suite("Screen renderer")
struct ScreenRendererTests {
    private let size = TerminalSize(rows: 3, columns: 4)
    private let full = ColorPolicy(allowsColor: true, allowsAttributes: true)

    private func frame(_ rows: [String]) -> ScreenBuffer {
        var screen = ScreenBuffer(size: size)
        for (index, text) in rows.enumerated() { screen.write(text, row: index, column: 0) }
        return screen
    }

    @Test("The first frame clears the screen and draws every row across its whole width")
    func firstFrame() {
        var renderer = ScreenRenderer(policy: full)
        let output = renderer.render(frame(["ab", "", "한글"]))
        #expect(output == "\u{1B}[0m\u{1B}[2J\u{1B}[1;1Hab  \u{1B}[2;1H    \u{1B}[3;1H한글")
    }

    @Test("A second frame with one changed row redraws only that row")
    func diff() {
        var renderer = ScreenRenderer(policy: full)
        _ = renderer.render(frame(["ab", "cd", "ef"]))
        #expect(renderer.render(frame(["ab", "cX", "ef"])) == "\u{1B}[2;1HcX  ")
    }

    @Test("An unchanged frame sends nothing")
    func unchanged() {
        var renderer = ScreenRenderer(policy: full)
        _ = renderer.render(frame(["ab"]))
        #expect(renderer.render(frame(["ab"])) == "")
    }

    @Test("A shorter row overwrites the old text with spaces, leaving nothing behind")
    func noTrailingGarbage() {
        var renderer = ScreenRenderer(policy: full)
        _ = renderer.render(frame(["abcd"]))
        #expect(renderer.render(frame(["a"])) == "\u{1B}[1;1Ha   ")
    }

    @Test("A resize or an invalidation redraws everything")
    func fullRedraw() {
        var renderer = ScreenRenderer(policy: full)
        _ = renderer.render(frame(["ab"]))
        renderer.invalidate()
        #expect(renderer.render(frame(["ab"])).hasPrefix("\u{1B}[0m\u{1B}[2J"))
        var bigger = ScreenBuffer(size: TerminalSize(rows: 1, columns: 5))
        bigger.write("ab", row: 0, column: 0)
        #expect(renderer.render(bigger) == "\u{1B}[0m\u{1B}[2J\u{1B}[1;1Hab   ")
    }

    @Test("Styles change only where they change and end plain")
    func styles() {
        var screen = ScreenBuffer(size: TerminalSize(rows: 1, columns: 4))
        screen.write("ab", row: 0, column: 0, style: .plain.reversed())
        screen.write("c", row: 0, column: 2, style: .plain.foreground(.red))
        var renderer = ScreenRenderer(policy: full)
        #expect(renderer.render(screen).hasSuffix("\u{1B}[1;1H\u{1B}[0;7mab\u{1B}[0;31mc\u{1B}[0m "))
    }

    @Test("Colour is left out when the policy forbids it; reverse video stays")
    func policy() {
        var screen = ScreenBuffer(size: TerminalSize(rows: 1, columns: 3))
        screen.write("a", row: 0, column: 0, style: .plain.reversed())
        screen.write("b", row: 0, column: 1, style: .plain.foreground(.red))
        var renderer = ScreenRenderer(policy: ColorPolicy(allowsColor: false, allowsAttributes: true))
        #expect(renderer.render(screen).hasSuffix("\u{1B}[1;1H\u{1B}[0;7ma\u{1B}[0mb "))
    }
}

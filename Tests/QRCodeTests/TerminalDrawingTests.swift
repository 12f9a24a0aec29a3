import Testing
import QRCode

/// The drawing's form: half blocks, explicit colours on every line, the quiet zone. Whether a reader can
/// scan it is for ``DecodingTests``.
@Suite struct TerminalDrawingTests {
    @Test func eachLineIsTwoModuleRowsInBlackOnWhiteAndResets() throws {
        let code = try QRCode(encoding: "https://example.com")  // version 2: 25 + 8 = 33 modules a side
        let lines = code.terminalDrawing().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 17 + 1, "33 rows are 17 lines, each ending in a newline")
        #expect(lines.last == "")
        for line in lines.dropLast() {
            let colors = "\u{1B}[38;5;16;48;5;231m", reset = "\u{1B}[0m"
            #expect(line.hasPrefix(colors) && line.hasSuffix(reset))
            #expect(line.dropFirst(colors.count).dropLast(reset.count).count == 33)
        }
    }

    @Test func theQuietZoneIsLight() throws {
        let code = try QRCode(encoding: "quiet")
        let image = try #require(DrawingReader.modules(of: code.terminalDrawing(quietZone: 2)))
        #expect(image.rows.count == code.size + 4 + 1, "an odd height gets one light row more")
        #expect(image.rows.prefix(2).allSatisfy { !$0.contains(true) } && image.rows.suffix(3).allSatisfy { !$0.contains(true) })
        #expect(image.rows.allSatisfy { $0.count == code.size + 4 && !$0[0] && !$0[1] && !$0[code.size + 2] && !$0[code.size + 3] })
        #expect(image.rows[2][2] && image.rows[2][3], "the finder's corner starts inside the zone")
    }

    @Test func theDrawingReadsBackAsTheModules() throws {
        let code = try QRCode(encoding: "https://example.com/a/longer/path?with=query")
        let image = try #require(DrawingReader.modules(of: code.terminalDrawing()))
        #expect(ModuleImage(rows: image.rows.dropLast()).text == ModuleImage(code).text)
    }
}

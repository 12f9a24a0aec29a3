import Foundation
import Testing
@testable import QRCode

/// The codes scan: each is rendered as an image and read back by a real decoder, zbarimg, which must
/// return the very bytes encoded. The terminal drawing is read back into modules and scanned too.
@Suite(.timeLimit(.minutes(5)), .enabled(if: Zbar.testsShouldRun, Zbar.skipReason))
struct DecodingTests {
    static let token = String(repeating: "0123456789abcdef", count: 4)
    /// Short, ~60, ~100 with a 64-hex token, ~180, non-ASCII (Korean and an emoji, in UTF-8), and lengths
    /// that need versions 7, 8 and 10 (version information, two block sizes).
    static let texts = [
        "http://a.b/",
        "https://example.com/projects/board?view=columns&sort=deadline",
        "http://192.168.100.123:8080/?token=\(token)",
        "https://example.com/" + String(repeating: "path/", count: 30) + "end?q=1",
        "http://보드.example/프로젝트?이름=칸반🗂️",
        "https://example.com/" + String(repeating: "ab", count: 50),
        "https://example.com/?" + String(repeating: "é", count: 60),
        String(repeating: "z", count: 213),
    ]

    @Test(arguments: texts)
    func theImageDecodesToTheText(text: String) async throws {
        let code = try QRCode(encoding: text)
        let run = try await Zbar.decode(ModuleImage(code))
        #expect(run.status == 0, "\(run)")
        #expect(run.outputData == Data(text.utf8), "version \(code.version), mask \(code.mask)")
    }

    /// Every mask, not only those the penalty rules happen to choose, gives a code that scans.
    @Test(arguments: 0..<8)
    func everyMaskDecodes(number: Int) async throws {
        let code = try QRCode(encoding: Self.texts[2], mask: Mask(number: number))
        let run = try await Zbar.decode(ModuleImage(code))
        #expect(code.mask == number)
        #expect(run.outputData == Data(Self.texts[2].utf8), "\(run)")
    }

    @Test(arguments: [texts[2], texts[4]])
    func theTerminalDrawingDecodesToTheText(text: String) async throws {
        let image = try #require(DrawingReader.modules(of: try QRCode(encoding: text).terminalDrawing()))
        let run = try await Zbar.decode(image)
        #expect(run.status == 0, "\(run)")
        #expect(run.outputData == Data(text.utf8))
    }
}

import Foundation
import ProcessTesting
import Testing

/// Debian's `zbarimg` (package `zbar-tools`), a real QR decoder the tests hand their images to.
enum Zbar {
    /// The decoder program.
    static let executable = SystemTool.find("zbarimg") ?? "zbarimg"

    /// Whether it is installed.
    static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: executable) }

    /// Whether the decoding tests run: when it is installed, and always under CI on Linux, where a
    /// missing decoder must fail the tests rather than skip them.
    static var testsShouldRun: Bool { isInstalled || SystemTool.isDemandedByCI }

    /// What a skipped test says.
    static let skipReason: Comment = "needs zbarimg to decode the codes (apt-get install zbar-tools)"

    /// The text of the one QR code in `image`, as zbarimg decodes it from a PGM file (`scale` pixels a module).
    static func decode(_ image: ModuleImage, scale: Int = 4) async throws -> ProgramRun {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qr-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("code.pgm")
        try image.portableGraymap(scale: scale).write(to: file)
        // QR codes alone, their bytes as they are: without `binary` zbar guesses a character set, and takes
        // some UTF-8 (a run of "é") for Shift JIS.
        return try await ProgramRun.run(
            executable, ["--quiet", "--raw", "--nodbus", "-Sdisable", "-Sqrcode.enable", "-Sbinary", file.path],
            scratch: folder, within: .seconds(30))
    }
}

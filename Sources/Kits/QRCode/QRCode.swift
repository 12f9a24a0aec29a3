/// A QR code of a text, as a square of dark and light modules: byte mode (the text's UTF-8), error
/// correction level M (about 15 % of the symbol can be damaged), the smallest of versions 1 to 10 that
/// holds it (up to 213 bytes), and the mask the standard's penalty rules prefer.
///
/// The steps, each in its own file: the text becomes data codewords (`DataCodewords`), which are cut
/// into blocks, given Reed–Solomon error correction and interleaved (`Interleaving`); the function
/// patterns are drawn (`FunctionPatterns`), the codewords placed in the zigzag (`DataPlacement`), and
/// each of the eight masks tried (`Mask`, scored by `Penalty`).
///
/// ```swift
/// let code = try QRCode(encoding: "http://192.168.1.23:8080/")
/// print(code.terminalDrawing(), terminator: "")
/// ```
public struct QRCode: Sendable, Equatable {
    /// The version, 1–10: the symbol is 17 + 4 × version modules on a side.
    public let version: Int
    /// The mask pattern chosen, 0–7.
    public let mask: Int
    /// Dark (`true`) or light, row by row.
    private let modules: [Bool]

    /// Modules on a side (21 for version 1, 57 for version 10), without the quiet zone around it.
    public var size: Int { version * 4 + 17 }

    /// The largest text this encoder makes a code of, in UTF-8 bytes.
    public static let maximumByteCount = DataCodewords.capacity(version: ErrorCorrectionTable.highestVersion)

    /// Encodes `text`, choosing the smallest version that holds it.
    ///
    /// - Throws: ``QRCodeError/textTooLong(byteCount:maximum:)`` past ``maximumByteCount`` bytes.
    public init(encoding text: String) throws(QRCodeError) {
        try self.init(encoding: text, mask: nil)
    }

    /// Encodes `text` with `forced` as its mask, or the best one when `nil`: how tests reach every mask.
    init(encoding text: String, mask forced: Mask?) throws(QRCodeError) {
        let bytes = Array(text.utf8)
        guard let version = (1...ErrorCorrectionTable.highestVersion).first(where: { DataCodewords.capacity(version: $0) >= bytes.count }) else {
            throw .textTooLong(byteCount: bytes.count, maximum: Self.maximumByteCount)
        }
        let table = ErrorCorrectionTable.levelM(version: version)
        let codewords = Interleaving.codewords(data: DataCodewords.make(bytes, version: version), table: table)
        var grid = FunctionPatterns.grid(version: version)
        DataPlacement.place(codewords, on: &grid)
        let (mask, masked) = forced.map { ($0, $0.applied(to: grid)) } ?? Mask.best(for: grid)
        self.version = version
        self.mask = mask.number
        modules = masked.modules
    }

    /// Whether the module in column `x`, row `y` (both from 0 at the top left) is dark. Outside the
    /// symbol (the quiet zone) every module is light.
    public func isDark(x: Int, y: Int) -> Bool {
        (0..<size).contains(x) && (0..<size).contains(y) && modules[y * size + x]
    }
}

/// The 15 format bits: which error correction level and which mask the symbol uses, protected by a
/// BCH code and drawn twice (around the top-left finder, and split between the other two), so a reader
/// learns them even when one copy is damaged.
enum FormatInformation {
    /// Level M's two bits (L is 01, M 00, Q 11, H 10).
    static let levelM = 0b00
    /// The BCH(15, 5) generator x¹⁰ + x⁸ + x⁵ + x⁴ + x² + x + 1.
    static let generator = 0b101_0011_0111
    /// XORed over the result so that the bits are never all zero.
    static let xorMask = 0b101_0100_0001_0010

    /// The format bits for level M and `mask` (0–7): five data bits, ten BCH bits, then the XOR mask.
    static func bits(mask: Int) -> Int {
        let data = levelM << 3 | mask
        return (data << 10 | BCH.remainder(of: data << 10, generator: generator)) ^ xorMask
    }

    /// Draws `bits` (bit 14 the most significant) in both places, as function modules.
    static func draw(_ bits: Int, on grid: inout ModuleGrid) {
        func bit(_ index: Int) -> Bool { (bits >> index) & 1 == 1 }
        let size = grid.size
        // The first copy wraps around the top-left finder: up column 8, then left along row 8,
        // stepping over the timing lines in row and column 6.
        for index in 0...5 { grid.setFunction(x: 8, y: index, dark: bit(index)) }
        grid.setFunction(x: 8, y: 7, dark: bit(6))
        grid.setFunction(x: 8, y: 8, dark: bit(7))
        grid.setFunction(x: 7, y: 8, dark: bit(8))
        for index in 9..<15 { grid.setFunction(x: 14 - index, y: 8, dark: bit(index)) }
        // The second copy: bits 0–7 along row 8 under the top-right finder, 8–14 down column 8 beside the
        // bottom-left one.
        for index in 0..<8 { grid.setFunction(x: size - 1 - index, y: 8, dark: bit(index)) }
        for index in 8..<15 { grid.setFunction(x: 8, y: size - 15 + index, dark: bit(index)) }
    }
}

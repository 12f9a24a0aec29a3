/// The 18 version bits that symbols of version 7 and up carry, because their size alone is hard to
/// count: the version in six bits and twelve BCH bits, drawn as two 6 × 3 blocks beside the top-right
/// and bottom-left finders.
enum VersionInformation {
    /// The BCH(18, 6) generator x¹² + x¹¹ + x¹⁰ + x⁹ + x⁸ + x⁵ + x² + 1.
    static let generator = 0b1_1111_0010_0101

    /// The version bits of `version` (7 or more).
    static func bits(version: Int) -> Int {
        version << 12 | BCH.remainder(of: version << 12, generator: generator)
    }

    /// Draws the two copies as function modules: bit i at column i / 3 of rows size − 11 + i % 3 (above
    /// the bottom-left finder), and mirrored across the diagonal (left of the top-right one).
    static func draw(version: Int, on grid: inout ModuleGrid) {
        let bits = bits(version: version)
        for index in 0..<18 {
            let dark = (bits >> index) & 1 == 1
            let near = index / 3, far = grid.size - 11 + index % 3
            grid.setFunction(x: far, y: near, dark: dark)
            grid.setFunction(x: near, y: far, dark: dark)
        }
    }
}

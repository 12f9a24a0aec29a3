/// The fixed parts of a symbol, which tell a reader where and how big the code is: three finder
/// patterns with their light separators, two timing lines, the alignment patterns, the one dark module,
/// and the places kept for format and version information.
enum FunctionPatterns {
    /// A grid of `version`'s size with every function pattern drawn and the information areas reserved
    /// (their modules are drawn for real once the mask is known).
    static func grid(version: Int) -> ModuleGrid {
        var grid = ModuleGrid(size: version * 4 + 17)
        drawTiming(on: &grid)
        let far = grid.size - 4
        for (x, y) in [(3, 3), (far, 3), (3, far)] { drawFinder(centerX: x, centerY: y, on: &grid) }
        let centers = alignmentCenters(version: version)
        for x in centers {
            for y in centers where !overlapsFinder(x: x, y: y, among: centers) {
                drawAlignment(centerX: x, centerY: y, on: &grid)
            }
        }
        grid.setFunction(x: 8, y: grid.size - 8, dark: true)  // the dark module, always there beside the format
        FormatInformation.draw(FormatInformation.bits(mask: 0), on: &grid)  // reserves the areas
        if version >= 7 { VersionInformation.draw(version: version, on: &grid) }
        return grid
    }

    /// Row 6 and column 6 alternate dark and light, starting dark: a ruler for the module size.
    private static func drawTiming(on grid: inout ModuleGrid) {
        for index in 0..<grid.size {
            grid.setFunction(x: 6, y: index, dark: index % 2 == 0)
            grid.setFunction(x: index, y: 6, dark: index % 2 == 0)
        }
    }

    /// A 7 × 7 finder (dark ring, light ring, dark 3 × 3 core) and the light ring around it, cut at the edge.
    private static func drawFinder(centerX: Int, centerY: Int, on grid: inout ModuleGrid) {
        for dy in -4...4 {
            for dx in -4...4 where grid.contains(x: centerX + dx, y: centerY + dy) {
                let ring = max(abs(dx), abs(dy))  // 0 and 1 the core, 2 light, 3 dark, 4 the separator
                grid.setFunction(x: centerX + dx, y: centerY + dy, dark: ring != 2 && ring != 4)
            }
        }
    }

    /// A 5 × 5 alignment pattern: dark ring, light ring, dark centre.
    private static func drawAlignment(centerX: Int, centerY: Int, on grid: inout ModuleGrid) {
        for dy in -2...2 {
            for dx in -2...2 {
                grid.setFunction(x: centerX + dx, y: centerY + dy, dark: max(abs(dx), abs(dy)) != 1)
            }
        }
    }

    /// The three corners of the centre lattice where finder patterns already stand.
    private static func overlapsFinder(x: Int, y: Int, among centers: [Int]) -> Bool {
        let first = centers.first, last = centers.last
        return (x == first && y == first) || (x == first && y == last) || (x == last && y == first)
    }

    /// The rows (and, the same, columns) of alignment pattern centres, from the standard's table (annex E):
    /// none in version 1; every pair of them holds a pattern unless a finder is there.
    static func alignmentCenters(version: Int) -> [Int] {
        let table: [[Int]] = [
            [], [6, 18], [6, 22], [6, 26], [6, 30], [6, 34],
            [6, 22, 38], [6, 24, 42], [6, 26, 46], [6, 28, 50],
        ]
        return table[version - 1]
    }
}

/// The standard's four penalty rules, which score how hard a masked symbol is to read; the encoder keeps
/// the mask with the lowest total.
///
/// 1. Each run of five or more modules of one colour in a row or column: 3, plus 1 per module past five.
/// 2. Each 2 × 2 block of one colour (blocks may overlap): 3.
/// 3. Each look-alike of a finder, dark-light-dark-dark-dark-light-dark with four light modules on one
///    side (`10111010000` or `00001011101`), in a row or column, inside the symbol: 40.
/// 4. The share of dark modules: 10 for each whole 5 % step between it and one half.
enum Penalty {
    /// The four rules' sum.
    static func score(_ grid: ModuleGrid) -> Int {
        runs(grid) + blocks(grid) + finderLookAlikes(grid) + balance(grid)
    }

    /// Rule 1: long runs of one colour.
    static func runs(_ grid: ModuleGrid) -> Int {
        lines(of: grid).reduce(0) { total, line in
            var score = 0, length = 1
            for index in 1...line.count {
                if index < line.count && line[index] == line[index - 1] {
                    length += 1
                } else {
                    if length >= 5 { score += 3 + length - 5 }
                    length = 1
                }
            }
            return total + score
        }
    }

    /// Rule 2: 2 × 2 blocks of one colour.
    static func blocks(_ grid: ModuleGrid) -> Int {
        var count = 0
        for y in 0..<grid.size - 1 {
            for x in 0..<grid.size - 1 {
                let colour = grid[x, y]
                if grid[x + 1, y] == colour && grid[x, y + 1] == colour && grid[x + 1, y + 1] == colour { count += 1 }
            }
        }
        return 3 * count
    }

    /// Rule 3: shapes a reader could take for a finder pattern.
    static func finderLookAlikes(_ grid: ModuleGrid) -> Int {
        let patterns: [[Bool]] = ["10111010000", "00001011101"].map { $0.map { $0 == "1" } }
        var count = 0
        for line in lines(of: grid) where line.count >= 11 {
            for start in 0...line.count - 11 where patterns.contains(where: { $0.elementsEqual(line[start..<start + 11]) }) {
                count += 1
            }
        }
        return 40 * count
    }

    /// Rule 4: how far the share of dark modules is from one half, in whole steps of 5 %.
    static func balance(_ grid: ModuleGrid) -> Int {
        let total = grid.size * grid.size
        let dark = (0..<grid.size).reduce(0) { sum, y in sum + (0..<grid.size).filter { grid[$0, y] }.count }
        // |dark / total − 1/2| / 5 %, in integers: |20 · dark − 10 · total| / total.
        return abs(20 * dark - 10 * total) / total * 10
    }

    /// Every row, then every column, as a line of modules.
    private static func lines(of grid: ModuleGrid) -> [[Bool]] {
        let range = 0..<grid.size
        return range.map { y in range.map { x in grid[x, y] } } + range.map { x in range.map { y in grid[x, y] } }
    }
}

/// Where the codewords go: in a zigzag of two-module-wide columns, from the bottom-right corner, up the
/// first column pair, down the next, and so on leftwards, filling every module no function pattern holds.
enum DataPlacement {
    /// Writes `codewords` (each byte's highest bit first) into the free modules of `grid`; modules left
    /// over after the last codeword (the remainder bits of some versions) stay light.
    static func place(_ codewords: [UInt8], on grid: inout ModuleGrid) {
        let bitCount = codewords.count * 8
        var index = 0
        var right = grid.size - 1
        while right >= 1 {
            if right == 6 { right = 5 }  // the vertical timing line takes a whole column: skip it
            let upward = (right + 1) & 2 == 0  // the first pair (from the right) goes up, then they alternate
            for step in 0..<grid.size {
                let y = upward ? grid.size - 1 - step : step
                for x in [right, right - 1] where !grid.isFunction(x: x, y: y) {
                    if index < bitCount {
                        grid[x, y] = (codewords[index / 8] >> (7 - index % 8)) & 1 == 1
                        index += 1
                    }
                }
            }
            right -= 2
        }
    }
}

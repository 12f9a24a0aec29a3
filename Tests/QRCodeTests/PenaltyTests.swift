import Testing
@testable import QRCode

/// The four penalty rules on grids small enough to score by hand.
@Suite struct PenaltyTests {
    /// 21 × 21, all light: every one of the 42 lines is one run of 21 (3 + 16 each), there are 20 × 20
    /// blocks of four (3 each), no finder look-alike (it needs dark modules), and no dark module at all,
    /// ten whole 5 % steps from one half.
    @Test func anAllLightSymbolScoresByHand() {
        let grid = ModuleGrid(size: 21)
        #expect(Penalty.runs(grid) == 42 * 19)
        #expect(Penalty.blocks(grid) == 400 * 3)
        #expect(Penalty.finderLookAlikes(grid) == 0)
        #expect(Penalty.balance(grid) == 100)
        #expect(Penalty.score(grid) == 2098)
    }

    /// A checkerboard has no run, no block and no look-alike, and 221 of 441 modules dark.
    @Test func aCheckerboardScoresNothing() {
        var grid = ModuleGrid(size: 21)
        for y in 0..<21 { for x in 0..<21 { grid[x, y] = (x + y) % 2 == 0 } }
        #expect(Penalty.score(grid) == 0)
    }

    /// One `1011101` in row 10, columns 4–10, with four or more light modules on each side: both
    /// `00001011101` and `10111010000` are there, 40 each; no column has more than one dark module.
    /// The runs: that row has 1 of ten (3 + 5), the five columns it crosses two each, the other 36 lines 19 each.
    @Test func aFinderLookAlikeCountsOnEachSide() {
        var grid = ModuleGrid(size: 21)
        for (offset, dark) in [true, false, true, true, true, false, true].enumerated() { grid[4 + offset, 10] = dark }
        #expect(Penalty.finderLookAlikes(grid) == 80)
        #expect(Penalty.runs(grid) == 8 + 5 * 16 + 36 * 19)
    }

    /// A real symbol, "http://a.b/" at version 1 with each mask in turn (format bits drawn): the four
    /// rules' scores as another implementation of them (the Python `qrcode` package's) gives them for
    /// the same modules. The lowest, mask 0, is the one chosen.
    @Test func aRealSymbolScoresAsAnotherImplementationScoresIt() throws {
        var grid = FunctionPatterns.grid(version: 1)
        DataPlacement.place(Interleaving.codewords(data: DataCodewords.make(Array("http://a.b/".utf8), version: 1), table: .levelM(version: 1)), on: &grid)
        let scores = Mask.all.map { mask in
            let masked = mask.applied(to: grid)
            return [Penalty.runs(masked), Penalty.blocks(masked), Penalty.finderLookAlikes(masked), Penalty.balance(masked)]
        }
        #expect(scores == [
            [189, 105, 40, 0], [201, 153, 160, 0], [181, 144, 80, 0], [188, 102, 200, 0],
            [176, 111, 80, 0], [182, 123, 160, 0], [173, 126, 120, 0], [177, 120, 280, 0],
        ])
        #expect(try QRCode(encoding: "http://a.b/").mask == 0)
    }

    @Test func theBalanceRuleCountsWholeStepsOfFivePercent() {
        var grid = ModuleGrid(size: 21)  // 441 modules
        for index in 0..<287 { grid[index % 21, index / 21] = true }  // 65.08 % dark: three whole steps
        #expect(Penalty.balance(grid) == 30)
    }
}

/// How a version's codewords split into blocks at error correction level M, from the standard's table
/// (ISO/IEC 18004, table 9), for versions 1 to 10.
///
/// A symbol's codewords are cut into blocks, each its data codewords followed by its own error
/// correction codewords; every block of a version has the same number of error correction codewords.
/// Some versions have two groups: the second group's blocks carry one data codeword more.
struct ErrorCorrectionTable: Equatable {
    /// The highest version this table covers.
    static let highestVersion = 10

    /// Error correction codewords in each block.
    let errorCorrectionPerBlock: Int
    /// Blocks in the first group, and data codewords in each.
    let shortBlocks: Int, shortBlockData: Int
    /// Blocks in the second group, each with one data codeword more than a short block.
    let longBlocks: Int

    /// All blocks.
    var blockCount: Int { shortBlocks + longBlocks }
    /// Data codewords of the whole symbol.
    var dataCodewords: Int { shortBlocks * shortBlockData + longBlocks * (shortBlockData + 1) }
    /// Every codeword of the symbol, data and error correction.
    var totalCodewords: Int { dataCodewords + blockCount * errorCorrectionPerBlock }

    /// The data codewords of each block, in order: the short blocks, then the long ones.
    var dataLengths: [Int] {
        Array(repeating: shortBlockData, count: shortBlocks) + Array(repeating: shortBlockData + 1, count: longBlocks)
    }

    /// The row of `version` (1 through ``highestVersion``) at level M.
    static func levelM(version: Int) -> ErrorCorrectionTable {
        let (perBlock, short, shortData, long) = rows[version - 1]
        return ErrorCorrectionTable(errorCorrectionPerBlock: perBlock, shortBlocks: short, shortBlockData: shortData, longBlocks: long)
    }

    /// Level M, versions 1…10: error correction per block; short blocks and their data codewords; long blocks.
    private static let rows: [(Int, Int, Int, Int)] = [
        (10, 1, 16, 0),  // version 1: 26 codewords
        (16, 1, 28, 0),  // version 2: 44
        (26, 1, 44, 0),  // version 3: 70
        (18, 2, 32, 0),  // version 4: 100
        (24, 2, 43, 0),  // version 5: 134
        (16, 4, 27, 0),  // version 6: 172
        (18, 4, 31, 0),  // version 7: 196
        (22, 2, 38, 2),  // version 8: 242
        (22, 3, 36, 2),  // version 9: 292
        (26, 4, 43, 1),  // version 10: 346
    ]
}

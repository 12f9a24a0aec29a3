/// The order codewords are placed in: the data split into blocks, each given its error correction
/// codewords, then read across the blocks.
///
/// Interleaving spreads each block over the whole symbol, so a smudge in one place damages a little of
/// many blocks rather than all of one, and each block's error correction can repair its share.
enum Interleaving {
    /// The final sequence of codewords for `data` (a version's data codewords) split as `table` says:
    /// the first data codeword of every block, then the second of every block, and so on (the long
    /// blocks' extra codeword last), then the error correction codewords the same way.
    static func codewords(data: [UInt8], table: ErrorCorrectionTable) -> [UInt8] {
        precondition(data.count == table.dataCodewords, "\(data.count) data codewords, expected \(table.dataCodewords)")
        var blocks: [[UInt8]] = []
        var start = 0
        for length in table.dataLengths {
            blocks.append(Array(data[start..<start + length]))
            start += length
        }
        let corrections = blocks.map { ReedSolomon.errorCorrection(for: $0, count: table.errorCorrectionPerBlock) }
        return readAcross(blocks) + readAcross(corrections)
    }

    /// Column by column: the i-th entry of each block in turn, skipping blocks shorter than i + 1.
    private static func readAcross(_ blocks: [[UInt8]]) -> [UInt8] {
        let longest = blocks.map(\.count).max() ?? 0
        return (0..<longest).flatMap { index in blocks.compactMap { index < $0.count ? $0[index] : nil } }
    }
}

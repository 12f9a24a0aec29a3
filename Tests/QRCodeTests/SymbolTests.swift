import Testing
@testable import QRCode

/// The parts of a finished symbol a reader looks for first, and the encoder's data stream.
@Suite struct SymbolTests {
    /// "A" in byte mode, version 1: 0100, 00000001, 01000001, the terminator 0000, then pad bytes.
    @Test func byteModeDataCodewords() {
        let expected: [UInt8] = [0x40, 0x14, 0x10, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC]
        #expect(DataCodewords.make(Array("A".utf8), version: 1) == expected)
    }

    /// Version 10 counts bytes in 16 bits: 0100, then 0000000011010101 (213).
    @Test func versionTenCountsInSixteenBits() {
        let codewords = DataCodewords.make(Array(repeating: 0, count: 213), version: 10)
        #expect(Array(codewords.prefix(3)) == [0x40, 0x0D, 0x50])
        #expect(codewords.count == 216)
    }

    /// Blocks of two sizes are read across: data first (the long blocks' last codeword at the end), then
    /// error correction, every block's in turn.
    @Test func interleavingReadsAcrossTheBlocks() {
        let table = ErrorCorrectionTable.levelM(version: 8)  // 38, 38, 39, 39 data codewords
        let data = (0..<table.dataCodewords).map { UInt8($0) }
        let codewords = Interleaving.codewords(data: data, table: table)
        #expect(codewords.count == 242)
        #expect(Array(codewords.prefix(5)) == [0, 38, 76, 115, 1])
        #expect(Array(codewords[152..<154]) == [114, 153])  // the two long blocks' 39th codewords
        let firstBlockCorrection = ReedSolomon.errorCorrection(for: Array(data[0..<38]), count: 22)
        #expect(codewords[154] == firstBlockCorrection[0] && codewords[158] == firstBlockCorrection[1])
    }

    @Test(arguments: [1, 2, 7, 10])
    func finderTimingAndDarkModuleAreInPlace(version: Int) throws {
        let code = try QRCode(encoding: String(repeating: "x", count: DataCodewords.capacity(version: version)))
        let size = code.size
        #expect(code.version == version)
        for (left, top) in [(0, 0), (size - 7, 0), (0, size - 7)] {
            let ring = (0..<7).allSatisfy { code.isDark(x: left + $0, y: top) && code.isDark(x: left, y: top + $0) }
            let core = (2...4).allSatisfy { dy in (2...4).allSatisfy { code.isDark(x: left + $0, y: top + dy) } }
            #expect(ring && core && !code.isDark(x: left + 1, y: top + 1))
        }
        #expect((8..<size - 8).allSatisfy { code.isDark(x: $0, y: 6) == ($0 % 2 == 0) && code.isDark(x: 6, y: $0) == ($0 % 2 == 0) })
        #expect(code.isDark(x: 8, y: size - 8))
        #expect(!code.isDark(x: -1, y: 0) && !code.isDark(x: size, y: 0))
    }

    /// A whole symbol, module for module, as two other encoders (the Python `segno` and `qrcode`
    /// packages) draw "http://a.b/" at version 1-M with mask 0.
    @Test func aWholeSymbolIsTheOneOtherEncodersDraw() throws {
        let expected = [
            "#######.....#.#######", "#.....#.#####.#.....#", "#.###.#..#.#..#.###.#", "#.###.#..#.##.#.###.#",
            "#.###.#.#.#.#.#.###.#", "#.....#...#.#.#.....#", "#######.#.#.#.#######", "...........##........",
            "#.#.#.#..#.#....#..#.", "..#..#.###...#.##...#", ".#.##.#####.#####.###", ".#.#.#..###..#..#..#.",
            "..######.##.#..#.#...", "........##.#..###..##", "#######..#.#....#.###", "#.....#....##...#...#",
            "#.###.#.#..#...#.#...", "#.###.#..#.#.#.###.#.", "#.###.#.#...#...#.#.#", "#.....#.....##.###.#.",
            "#######.####.....#.##",
        ]
        let code = try QRCode(encoding: "http://a.b/", mask: Mask(number: 0))
        #expect(ModuleImage(code, quietZone: 0).text == expected.joined(separator: "\n"))
    }

    /// The mask chosen is the one that scores lowest of the eight.
    @Test func theChosenMaskScoresLowest() throws {
        let code = try QRCode(encoding: "https://example.com/board")
        var grid = FunctionPatterns.grid(version: code.version)
        let table = ErrorCorrectionTable.levelM(version: code.version)
        DataPlacement.place(Interleaving.codewords(data: DataCodewords.make(Array("https://example.com/board".utf8), version: code.version), table: table), on: &grid)
        let scores = Mask.all.map { Penalty.score($0.applied(to: grid)) }
        #expect(scores[code.mask] == scores.min())
        let masked = Mask(number: code.mask).applied(to: grid)
        #expect((0..<code.size).allSatisfy { y in (0..<code.size).allSatisfy { masked[$0, y] == code.isDark(x: $0, y: y) } })
    }
}

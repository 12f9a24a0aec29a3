import Testing
@testable import QRCode

/// The BCH-protected format and version bits against the standard's tables.
@Suite struct InformationBitsTests {
    /// Level M with each mask, from the standard's table of format information strings.
    @Test func formatBitsOfLevelM() {
        let expected = [
            0b101010000010010, 0b101000100100101, 0b101111001111100, 0b101101101001011,
            0b100010111111001, 0b100000011001110, 0b100111110010111, 0b100101010100000,
        ]
        #expect((0..<8).map { FormatInformation.bits(mask: $0) } == expected)
    }

    @Test func versionBitsOfVersionsSevenToTen() {
        #expect((7...10).map { VersionInformation.bits(version: $0) } == [0x07C94, 0x085BC, 0x09A99, 0x0A4D3])
    }

    /// Both copies carry the same bits: read them back from a drawn grid.
    @Test func theTwoFormatCopiesAgree() {
        var grid = ModuleGrid(size: 21)
        FormatInformation.draw(FormatInformation.bits(mask: 5), on: &grid)
        let first = [(8, 0), (8, 1), (8, 2), (8, 3), (8, 4), (8, 5), (8, 7), (8, 8), (7, 8), (5, 8), (4, 8), (3, 8), (2, 8), (1, 8), (0, 8)]
        let second = (0..<8).map { (20 - $0, 8) } + (8..<15).map { (8, 6 + $0) }
        let read = { (places: [(Int, Int)]) in places.enumerated().reduce(0) { $0 | (grid[$1.element.0, $1.element.1] ? 1 << $1.offset : 0) } }
        #expect(read(first) == FormatInformation.bits(mask: 5))
        #expect(read(second) == FormatInformation.bits(mask: 5))
    }
}

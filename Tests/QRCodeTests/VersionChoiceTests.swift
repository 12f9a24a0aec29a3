import Testing
@testable import QRCode

/// The smallest version that holds the text, and a clear error past the largest.
@Suite struct VersionChoiceTests {
    /// Level M's byte capacities, versions 1–10, from the standard's table.
    @Test func capacitiesAreTheStandards() {
        #expect((1...10).map(DataCodewords.capacity(version:)) == [14, 26, 42, 62, 84, 106, 122, 152, 180, 213])
        #expect(QRCode.maximumByteCount == 213)
    }

    /// The table's blocks add up to each version's codewords (the modules left for data, in bytes).
    @Test func theBlockTableFillsEachVersion() {
        let totals = (1...10).map { ErrorCorrectionTable.levelM(version: $0).totalCodewords }
        #expect(totals == [26, 44, 70, 100, 134, 172, 196, 242, 292, 346])
    }

    @Test(arguments: [
        (0, 1), (14, 1), (15, 2), (26, 2), (27, 3), (62, 4), (63, 5), (100, 6), (106, 6), (107, 7), (122, 7),
        (123, 8), (152, 8), (153, 9), (180, 9), (181, 10), (213, 10),
    ])
    func theSmallestVersionThatHoldsTheTextIsChosen(length: Int, version: Int) throws {
        let code = try QRCode(encoding: String(repeating: "a", count: length))
        #expect(code.version == version)
        #expect(code.size == 17 + 4 * version)
    }

    @Test func lengthIsCountedInUTF8Bytes() throws {
        #expect(try QRCode(encoding: String(repeating: "한", count: 4)).version == 1)  // 12 bytes
        #expect(try QRCode(encoding: String(repeating: "한", count: 5)).version == 2)  // 15 bytes
    }

    @Test func aTextPastTheLargestVersionIsRefused() {
        #expect(throws: QRCodeError.textTooLong(byteCount: 214, maximum: 213)) {
            try QRCode(encoding: String(repeating: "a", count: 214))
        }
        #expect(QRCodeError.textTooLong(byteCount: 214, maximum: 213).description.contains("214 bytes"))
    }
}

import Testing
@testable import QRCode

/// The error correction arithmetic against values the standard and its guides publish.
@Suite struct ReedSolomonTests {
    @Test func theFieldIsBuiltOnTheStandardsPolynomial() {
        #expect(GaloisField.power(8) == 0x1D)  // α⁸ = x⁴ + x³ + x² + 1
        #expect(GaloisField.power(255) == 1)
        #expect(Set(GaloisField.exponentials).count == 255, "every non-zero byte is a power of α")
        for value in UInt8(1)...255 {
            #expect(GaloisField.multiply(value, GaloisField.power(255 - GaloisField.logarithms[Int(value)])) == 1)
        }
    }

    /// The generator for 10 codewords, as exponents of α: α⁰x¹⁰ + α²⁵¹x⁹ + α⁶⁷x⁸ + … + α⁴⁵.
    @Test func theGeneratorOfDegreeTenIsThePublishedOne() {
        let exponents = ReedSolomon.generator(degree: 10).map { GaloisField.logarithms[Int($0)] }
        #expect(exponents == [251, 67, 46, 61, 118, 70, 64, 94, 32, 45])
    }

    /// The standard's worked example (annex I): "01234567" in numeric mode, version 1-M.
    @Test func theStandardsExampleGetsItsCodewords() {
        let data: [UInt8] = [0x10, 0x20, 0x0C, 0x56, 0x61, 0x80, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11]
        #expect(ReedSolomon.errorCorrection(for: data, count: 10) == [0xA5, 0x24, 0xD4, 0xC1, 0xED, 0x36, 0xC7, 0x87, 0x2C, 0x55])
    }

    /// "HELLO WORLD" in alphanumeric mode, version 1-M, as the common tutorial works it by hand.
    @Test func theTutorialsExampleGetsItsCodewords() {
        let data: [UInt8] = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17]
        #expect(ReedSolomon.errorCorrection(for: data, count: 10) == [196, 35, 39, 119, 235, 215, 231, 226, 93, 23])
    }
}

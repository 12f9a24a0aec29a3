import FastCoding
import Foundation
import Testing

@Suite("JSONWriter: numbers as Swift prints them")
struct JSONWriterTests {
    @Test("writes every Double as its description: whole ones, fractions, signs, zeros and the edges of the plain form")
    func writesDoublesAsDescription() {
        var values: [Double] = [0, -0.0, 1, -1, 0.5, -0.001, 815_000_000.123_456_7, 815_000_000, -978_307_200, 1e15 - 1, 1e15, 1e16, -1e16,
                                9_007_199_254_740_992, 4_503_599_627_370_495.5, 1e300, .leastNonzeroMagnitude, 252_423_993_599, -63_114_076_800]
        values += (0..<2_000).map { Double($0 &* 7_919_993 % 2_000_000_000) - 1e9 }
        for value in values {
            var writer = JSONWriter()
            writer.number(value)
            #expect(writer.text == value.description, "\(value)")
        }
    }

    @Test("writes every Int as its description, the extremes too")
    func writesIntegersAsDescription() {
        for value in [0, 1, -1, 9, 10, -10, 1_234_567_890, Int.max, Int.min] {
            var writer = JSONWriter()
            writer.number(value)
            #expect(writer.text == String(value))
        }
    }
}

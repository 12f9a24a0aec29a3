/// The remainder of polynomial division over GF(2), the whole of the BCH codes that protect the format
/// and version bits: the bits of a number are a polynomial's coefficients, and subtracting is XOR.
enum BCH {
    /// `value` modulo `generator`, both read as polynomials over GF(2).
    static func remainder(of value: Int, generator: Int) -> Int {
        var rest = value
        while degree(of: rest) >= degree(of: generator) {
            rest ^= generator << (degree(of: rest) - degree(of: generator))  // cancel the highest term
        }
        return rest
    }

    /// The highest power present (−1 for zero).
    private static func degree(of polynomial: Int) -> Int { Int.bitWidth - polynomial.leadingZeroBitCount - 1 }
}

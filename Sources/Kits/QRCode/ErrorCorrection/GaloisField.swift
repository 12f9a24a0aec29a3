/// Arithmetic in GF(256), the field of 256 elements that QR codes compute their error correction in.
///
/// An element is a byte, read as a polynomial over GF(2) of degree below 8: adding two is XOR, and
/// multiplying is polynomial multiplication modulo x⁸ + x⁴ + x³ + x² + 1 (`0x11D`), the polynomial the
/// QR standard fixes. Every non-zero element is a power of α = 2, so a product is a sum of exponents,
/// looked up in two tables built once.
enum GaloisField {
    /// The reducing polynomial x⁸ + x⁴ + x³ + x² + 1.
    static let reducingPolynomial = 0x11D

    /// `exponentials[i]` is αⁱ, for i in 0..<255 (α²⁵⁵ = 1 again).
    static let exponentials: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 255)
        var value = 1
        for power in 0..<255 {
            table[power] = UInt8(value)
            value <<= 1  // multiply by α = x
            if value >= 0x100 { value ^= reducingPolynomial }
        }
        return table
    }()

    /// `logarithms[v]` is the i with αⁱ = v, for v in 1...255 (0 has no logarithm; its entry is unused).
    static let logarithms: [Int] = {
        var table = [Int](repeating: 0, count: 256)
        for (power, value) in exponentials.enumerated() { table[Int(value)] = power }
        return table
    }()

    /// αⁱ for any i ≥ 0.
    static func power(_ exponent: Int) -> UInt8 { exponentials[exponent % 255] }

    /// The product of two elements: αᵃ · αᵇ = αᵃ⁺ᵇ, and zero times anything is zero.
    static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
        if a == 0 || b == 0 { return 0 }
        return power(logarithms[Int(a)] + logarithms[Int(b)])
    }
}

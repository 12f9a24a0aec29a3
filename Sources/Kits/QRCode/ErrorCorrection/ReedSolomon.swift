/// Reed–Solomon error correction codewords, as a QR code appends them to each block of data.
///
/// The block's bytes are the coefficients of a polynomial (the first byte the highest power). The error
/// correction codewords are the remainder of that polynomial times xⁿ divided by the generator
/// polynomial (x − α⁰)(x − α¹)…(x − αⁿ⁻¹): appended to the data, they make a polynomial the generator
/// divides, which is what lets a reader find and repair damaged bytes.
enum ReedSolomon {
    /// The generator polynomial of degree `degree`, its coefficients highest power first, without the
    /// leading 1 (every generator is monic): `degree` bytes.
    static func generator(degree: Int) -> [UInt8] {
        // Start from 1 and multiply by (x − αⁱ) for each i; in GF(256) subtracting is adding (XOR).
        var coefficients: [UInt8] = [1]
        for i in 0..<degree {
            let root = GaloisField.power(i)
            var product = coefficients + [0]  // times x
            for (index, coefficient) in coefficients.enumerated() {
                product[index + 1] ^= GaloisField.multiply(coefficient, root)  // minus αⁱ times the old
            }
            coefficients = product
        }
        return Array(coefficients.dropFirst())
    }

    /// The `count` error correction codewords of `data`: the remainder of data·xᶜᵒᵘⁿᵗ divided by the generator.
    static func errorCorrection(for data: [UInt8], count: Int) -> [UInt8] {
        let generator = generator(degree: count)
        // Long division, one data byte at a time: the register holds the running remainder.
        var remainder = [UInt8](repeating: 0, count: count)
        for byte in data {
            let factor = byte ^ remainder[0]
            remainder.removeFirst()
            remainder.append(0)
            for index in 0..<count {
                remainder[index] ^= GaloisField.multiply(generator[index], factor)
            }
        }
        return remainder
    }
}

/// Base64 (RFC 4648, the standard alphabet, with padding) without Foundation: etcd's JSON gateway sends
/// every key and value this way, and a command's requests and answers are coded with it.
///
/// Decoding is strict: a length that is not a multiple of four, a byte outside the alphabet, or padding
/// anywhere but at the end is refused, never guessed at.
public enum Base64Text {
    private static let alphabet: [UInt8] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// Each byte's value in the alphabet, or 0xFF when it is not in it.
    private static let values: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (value, letter) in alphabet.enumerated() { table[Int(letter)] = UInt8(value) }
        return table
    }()

    /// Appends the base64 text of `input`.
    public static func append(_ input: UnsafeRawBufferPointer, to output: inout [UInt8]) {
        output.reserveCapacity(output.count + (input.count + 2) / 3 * 4)
        alphabet.withUnsafeBufferPointer { letters in
            var index = 0
            while index + 3 <= input.count {
                let group = UInt32(input[index]) << 16 | UInt32(input[index + 1]) << 8 | UInt32(input[index + 2])
                output.append(letters[Int(group >> 18)])
                output.append(letters[Int(group >> 12 & 0x3F)])
                output.append(letters[Int(group >> 6 & 0x3F)])
                output.append(letters[Int(group & 0x3F)])
                index += 3
            }
            let left = input.count - index
            guard left > 0 else { return }
            let group = UInt32(input[index]) << 16 | (left == 2 ? UInt32(input[index + 1]) << 8 : 0)
            output.append(letters[Int(group >> 18)])
            output.append(letters[Int(group >> 12 & 0x3F)])
            output.append(left == 2 ? letters[Int(group >> 6 & 0x3F)] : UInt8(ascii: "="))
            output.append(UInt8(ascii: "="))
        }
    }

    /// The bytes `text` encodes, or `nil` when it is not base64.
    public static func decode(_ text: UnsafeRawBufferPointer) -> [UInt8]? {
        guard text.count % 4 == 0 else { return nil }
        guard !text.isEmpty else { return [] }
        let padding = text[text.count - 1] == UInt8(ascii: "=") ? (text[text.count - 2] == UInt8(ascii: "=") ? 2 : 1) : 0
        var output: [UInt8] = []
        output.reserveCapacity(text.count / 4 * 3)
        return values.withUnsafeBufferPointer { values -> [UInt8]? in
            var index = 0
            while index < text.count {
                let last = index + 4 == text.count
                var group: UInt32 = 0
                for offset in 0..<4 {
                    let byte = text[index + offset]
                    if last, offset >= 4 - padding { group <<= 6; continue }  // checked to be '=' by the count above
                    let value = values[Int(byte)]
                    guard value != 0xFF else { return nil }
                    group = group << 6 | UInt32(value)
                }
                output.append(UInt8(group >> 16))
                if !last || padding < 2 { output.append(UInt8(group >> 8 & 0xFF)) }
                if !last || padding < 1 { output.append(UInt8(group & 0xFF)) }
                index += 4
            }
            return output
        }
    }
}

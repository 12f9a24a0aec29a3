/// One line of a store file as `repair` reads it: where it is (for naming it) and its bytes.
struct FileLine {
    /// Its line number, counting from 1.
    let number: Int
    /// Where it starts, in bytes from the start of the file.
    let offset: Int
    /// Its bytes, without the newline.
    let bytes: ArraySlice<UInt8>
    /// Whether a newline ends it (the last line of a file cut short has none).
    let complete: Bool

    /// Every line of `bytes`, the last one too when no newline ends it.
    static func lines(of bytes: [UInt8]) -> [FileLine] {
        var lines: [FileLine] = [], start = 0
        while start < bytes.count {
            if let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
                lines.append(FileLine(number: lines.count + 1, offset: start, bytes: bytes[start..<end], complete: true))
                start = end + 1
            } else {
                lines.append(FileLine(number: lines.count + 1, offset: start, bytes: bytes[start...], complete: false))
                break
            }
        }
        return lines
    }
}

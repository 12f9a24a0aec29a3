import StoreRecords

/// A snapshot line's seal (format 4 on): the line's JSON, a space and the CRC-32 of the JSON as eight
/// lowercase hex digits. Every line a reader takes out of a snapshot is checked against its seal first,
/// so a flipped bit in an id, a date or an author is damage, named, never read as truth. The seal follows
/// the JSON instead of sitting inside it, so the JSON is read in place (a board reads 10,000 lines) and a
/// project line still starts with its id, which the search by id compares.
enum SealedLine {
    /// A space and eight hex digits.
    static let length = 9

    /// The seal of `json`: a space, then its checksum.
    static func seal(of json: some Collection<UInt8>) -> [UInt8] {
        var seal = [UInt8(ascii: " ")]
        seal += Array(json).withUnsafeBytes { CRC32.hex($0) }
        return seal
    }

    /// Appends the seal of `bytes[start...]` to `bytes`.
    static func seal(_ bytes: inout [UInt8], from start: Int) {
        let crc = bytes.withUnsafeBytes { CRC32.hex(UnsafeRawBufferPointer(rebasing: $0[start...])) }
        bytes.append(UInt8(ascii: " "))
        bytes += crc
    }

    /// `json` with its seal.
    static func sealed(_ json: [UInt8]) -> [UInt8] {
        var bytes = json
        seal(&bytes, from: 0)
        return bytes
    }

    /// Checks a sealed line (newline excluded).
    static func check(_ line: ArraySlice<UInt8>) throws(StoredValueError) {
        guard line.count > length, line[line.endIndex - length] == UInt8(ascii: " ") else {
            throw StoredValueError("it has no checksum")
        }
        let matches = line.withUnsafeBytes { bytes in
            CRC32.matches(UnsafeRawBufferPointer(rebasing: bytes[..<(bytes.count - length)]), hex: bytes[(bytes.count - length + 1)...])
        }
        guard matches else { throw StoredValueError("its checksum does not match: the line was damaged or edited") }
    }

    /// The JSON of a line that ``check(_:)`` accepted.
    static func json(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        line.dropLast(length)
    }

    /// The JSON of a sealed line, checked.
    static func opened(_ line: ArraySlice<UInt8>) throws(StoredValueError) -> ArraySlice<UInt8> {
        try check(line)
        return json(line)
    }
}

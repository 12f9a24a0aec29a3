/// Finds where a run of plain text in a JSON string ends, eight bytes at a time: the reader and the
/// escaper look at each byte of a title or a body, and a board reads and a listing writes 10,000 of each.
///
/// A plain byte is printable ASCII other than the quote and the backslash: inside a string it needs no
/// look beyond itself, whether read or written. The callers go on byte by byte from where the run ends,
/// with their own rules, so the run is only ever a shortcut over bytes they would pass anyway.
enum PlainRun {
    /// The index of the first byte at or after `start` that is not plain (a quote, a backslash, a control
    /// character, DEL, or not ASCII), or `bytes.count`.
    static func end(in bytes: UnsafeRawBufferPointer, from start: Int) -> Int {
        var index = start
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        while index + 8 <= bytes.count {
            let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            // Each term has a byte's high bit set where that byte may be special (a byte below 0x20, equal
            // to a quote, a backslash or DEL, or 0x80 and above), and none when no byte is: a word that
            // holds a special byte is left to the byte-by-byte loop below.
            let quote = word ^ (ones &* 0x22), backslash = word ^ (ones &* 0x5C), delete = word ^ (ones &* 0x7F)
            let special = (word &- ones &* 0x20) | (quote &- ones) & ~quote | (backslash &- ones) & ~backslash
                | (delete &- ones) & ~delete | word
            if special & highs != 0 { break }
            index += 8
        }
        while index < bytes.count, isPlain(bytes[index]) { index += 1 }
        return index
    }

    private static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x5C
    }
}

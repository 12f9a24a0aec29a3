/// How many terminal columns text takes: the measure every layout in a terminal is made of.
///
/// `String.count` counts characters, but a terminal gives Hangul, CJK ideographs, fullwidth forms and
/// emoji two columns, and combining marks none. Counting per grapheme cluster (a Swift `Character`)
/// keeps "é" written as `e` + U+0301, a flag, or a family emoji joined with ZWJ as one unit.
/// Characters of "ambiguous" East Asian width (box drawing, `…`, Greek) count 1, as terminals draw them
/// outside CJK-specific settings.
public enum DisplayWidth {
    /// The columns one user-perceived character takes: 0, 1 or 2.
    ///
    /// Control characters count 0: they must be sanitised (``TerminalSanitizer``) before display anyway.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if character.isASCII { return first.value < 0x20 || first.value == 0x7F ? 0 : 1 }  // the fast path
        let properties = first.properties
        let isWide = isEastAsianWide(first)
        if scalars.contains("\u{FE0F}"), properties.isEmoji { return 2 }  // emoji presentation requested
        if scalars.contains("\u{FE0E}"), !isWide { return 1 }              // text presentation requested
        if isWide || properties.isEmojiPresentation || isRegionalIndicator(first) { return 2 }
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default:
            // A lone Hangul vowel or final consonant jamo only ever joins the syllable before it.
            return (0x1160...0x11FF).contains(first.value) ? 0 : 1
        }
    }

    /// The columns a whole string takes: the sum over its characters.
    public static func of<Text: StringProtocol>(_ text: Text) -> Int {
        // Printable ASCII is one column a byte: no need to walk Characters (a board of 10,000 rows
        // measures tens of thousands of cells).
        if isPrintableASCII(text) { return text.utf8.count }
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// Whether every byte is a printable ASCII character (space to `~`), each exactly one column.
    static func isPrintableASCII<Text: StringProtocol>(_ text: Text) -> Bool {
        // Over the contiguous bytes when there are some (every native string): no index arithmetic per byte.
        text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { (0x20...0x7E).contains($0) } }
            ?? text.utf8.allSatisfy { (0x20...0x7E).contains($0) }
    }

    /// Flags are pairs of regional indicators; even a lone one is drawn two columns wide.
    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// Blocks whose East Asian Width is Wide or Fullwidth (Unicode UAX #11), apart from emoji, which the
    /// scalar's own `isEmojiPresentation` property covers.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,    // Hangul Jamo initial consonants
        0x2E80...0x303E,    // CJK radicals, Kangxi radicals, CJK symbols and punctuation
        0x3041...0x33FF,    // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, CJK compatibility
        0x3400...0x4DBF,    // CJK extension A
        0x4E00...0x9FFF,    // CJK unified ideographs
        0xA000...0xA4CF,    // Yi
        0xA960...0xA97F,    // Hangul Jamo extended A
        0xAC00...0xD7A3,    // Hangul syllables
        0xF900...0xFAFF,    // CJK compatibility ideographs
        0xFE10...0xFE19,    // vertical forms
        0xFE30...0xFE6F,    // CJK compatibility forms, small form variants
        0xFF00...0xFF60,    // fullwidth forms
        0xFFE0...0xFFE6,    // fullwidth signs
        0x16FE0...0x16FE4,  // ideographic symbols
        0x17000...0x18CFF,  // Tangut, Khitan
        0x1B000...0x1B2FF,  // Kana supplement and extensions, Nushu
        0x1F200...0x1F2FF,  // enclosed ideographic supplement
        0x20000...0x2FFFD,  // CJK extensions B to F
        0x30000...0x3FFFD,  // CJK extensions G and later
    ]

    private static func isEastAsianWide(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard value >= 0x1100 else { return false }
        return wideRanges.contains { $0.contains(value) }
    }
}

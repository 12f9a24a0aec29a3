import Domain
import Foundation

/// The text a board is narrowed to: a project stays when its title or body contains it, ignoring case
/// and width (`ＤＯＣＳ` finds `docs`, half-width `ﾊﾝｶｸ` finds `ハンカク`), Korean included.
struct ProjectFilter: Equatable {
    /// As typed.
    let text: String
    private let needle: [UInt8]

    init(_ text: String) {
        self.text = text
        needle = Self.folded(text.trimmingCharacters(in: .whitespaces))
    }

    /// Whether nothing narrows the board.
    var isEmpty: Bool { needle.isEmpty }

    /// Whether `key` (a project's ``folded(_:)`` title and body) contains the text.
    func matches(_ key: [UInt8]) -> Bool {
        guard let first = needle.first else { return true }
        guard key.count >= needle.count else { return false }
        return key.withUnsafeBufferPointer { key in
            needle.withUnsafeBufferPointer { needle in
                var start = 0
                while start <= key.count - needle.count {
                    if key[start] == first, (1..<needle.count).allSatisfy({ key[start + $0] == needle[$0] }) { return true }
                    start += 1
                }
                return false
            }
        }
    }

    /// `text` as the filter compares it: UTF-8 of its case- and width-folded form. Printable ASCII, most
    /// titles, is lowered byte by byte; anything else goes through Foundation's folding.
    static func folded(_ text: String) -> [UInt8] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return text.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
        }
        let folded = text.folding(options: [.caseInsensitive, .widthInsensitive], locale: nil)
        return Array(folded.precomposedStringWithCanonicalMapping.utf8)
    }
}

import Foundation

/// What a journal holding only its header looks like: its format, its base and the snapshot it follows,
/// the line sealed with a checksum.
enum JournalFileText {
    /// Whether `journal` is one header line of the current format continuing change `base`.
    static func header(_ journal: Data, base: Int) -> Bool {
        let text = String(decoding: journal, as: UTF8.self)
        return text.wholeMatch(of: try! Regex(#"\{"version":5,"base":\#(base),"snapshot":"[0-9a-f]{16}","generation":[1-9][0-9]*\} [0-9a-f]{8}\n"#)) != nil
    }
}

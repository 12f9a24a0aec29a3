import Foundation

/// The board's head as this machine last wrote it (``BoardHead``'s value and the revision it was
/// written at), kept in a local file beside the board's cache.
///
/// A change that reads no project (an add) starts from it instead of reading the head: its transaction
/// compares the head's revision and value with these, so a head that moved meanwhile only makes the
/// write fail, and the failed write's answer carries the head as it is for the next attempt. It is only
/// ever a guess: replaced whole (``CacheFile``), and a missing or damaged file is no guess.
struct HeadCache: Sendable {
    let file: URL

    /// The head's value and revision as last saved, or `nil`.
    func load() -> (value: Data, revision: Int64)? {
        guard let data = try? Data(contentsOf: file), let end = data.firstIndex(of: UInt8(ascii: "\n")),
              let revision = Int64(String(decoding: data[..<end], as: UTF8.self)), revision > 0 else { return nil }
        return (Data(data[(end + 1)...]), revision)
    }

    /// Keeps `value`, the head written at `revision`; a failure to write it is ignored (it is only a guess).
    func save(_ value: Data, revision: Int64) {
        var data = Data("\(revision)\n".utf8)
        data.append(value)
        CacheFile.replace(file, with: data)
    }
}

import EtcdKit
import Foundation

/// The board's head as this machine last wrote it (``BoardHead``'s value and the revision it was
/// written at), and what that change read (its ranges of project keys as they stood once it was
/// written), kept in a local file beside the board's cache.
///
/// A change that reads no project (an add), or reads just what the last one read (a second `move` of
/// the same card), starts from it instead of reading: its transaction compares the head's revision
/// and value, and each project's value, with these, so a board that moved meanwhile only makes the
/// write fail, and the failed write's answer carries what a read would have. It is only ever a guess:
/// replaced whole (``CacheFile``), and a missing or damaged file is no guess.
///
/// The file: the revision, the head's value, then for each range a line `@key KEY` or `@prefix PREFIX`
/// followed by a line `KEY<TAB>VALUE` per key it held.
struct HeadCache: Sendable {
    /// One range the change read: its keys, and the key-values they held after the change.
    typealias Range = (keys: EtcdKeys, keyValues: [EtcdKeyValue])

    let file: URL

    /// The head's value and revision, and the ranges, as last saved, or `nil`.
    func load() -> (value: Data, revision: Int64, ranges: [Range])? {
        guard let data = try? Data(contentsOf: file) else { return nil }
        let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard lines.count >= 2, let revision = Int64(String(decoding: lines[0], as: UTF8.self)), revision > 0 else { return nil }
        var ranges: [Range] = []
        for line in lines.dropFirst(2) where !line.isEmpty {
            let text = String(decoding: line, as: UTF8.self)
            if text.hasPrefix("@key ") {
                ranges.append((.key(String(text.dropFirst(5))), []))
            } else if text.hasPrefix("@prefix ") {
                ranges.append((.prefix(String(text.dropFirst(8))), []))
            } else {
                guard !ranges.isEmpty, let tab = line.firstIndex(of: UInt8(ascii: "\t")) else { return nil }
                let key = String(decoding: line[..<tab], as: UTF8.self)
                ranges[ranges.count - 1].keyValues.append(
                    EtcdKeyValue(key: key, value: Data(line[(tab + 1)...]), createRevision: 0, modRevision: 0, version: 0))
            }
        }
        return (Data(lines[1]), revision, ranges)
    }

    /// Keeps `value`, the head written at `revision`, and the `ranges` as they stand after it; a failure
    /// to write it is ignored (it is only a guess). When a range cannot be written as lines (a key with
    /// a line break or a tab), no range is kept.
    func save(_ value: Data, revision: Int64, ranges: [Range] = []) {
        var data = Data("\(revision)\n".utf8)
        data.append(value)
        data.append(UInt8(ascii: "\n"))
        var lines = Data()
        for (keys, keyValues) in ranges {
            let header: String
            switch keys {
            case .key(let key): header = "@key " + key
            case .prefix(let prefix): header = "@prefix " + prefix
            case .range: return CacheFile.replace(file, with: data)
            }
            let texts = [header] + keyValues.map(\.key)
            guard !texts.contains(where: { $0.contains("\n") || $0.contains("\t") }),
                  !keyValues.contains(where: { $0.value.contains(UInt8(ascii: "\n")) }) else { return CacheFile.replace(file, with: data) }
            lines.append(contentsOf: (header + "\n").utf8)
            for keyValue in keyValues {
                lines.append(contentsOf: (keyValue.key + "\t").utf8)
                lines.append(keyValue.value)
                lines.append(UInt8(ascii: "\n"))
            }
        }
        data.append(lines)
        CacheFile.replace(file, with: data)
    }
}

import Domain
import Foundation

/// The newest history lines read from etcd, kept in a local file beside the board's cache, so that
/// `history` still answers while no member does. One JSON line of facts (the numbers of the lines kept,
/// when they were saved), then the lines oldest first, each exactly as etcd holds it. Lines are
/// numbered as the board numbers them, so a later read adds only the lines written since. Replaced
/// whole (``CacheFile``); a missing or damaged cache is no cache.
struct HistoryCache: Sendable {
    private struct Facts: Codable {
        var format: Int
        /// The number of the oldest line kept.
        var first: Int
        /// The number of the line after the newest one kept: the board's line count when it was read.
        var next: Int
        var savedAt: Double
    }

    /// The lines kept, oldest first, numbered up to (not including) `next`.
    struct Lines {
        let values: [Data]
        let next: Int
        let savedAt: Date
    }

    let file: URL

    /// The numbers of the lines kept, from the first line alone; empty when nothing is kept.
    func kept() -> Range<Int> {
        guard let handle = try? FileHandle(forReadingFrom: file) else { return 0..<0 }
        defer { try? handle.close() }
        guard let start = try? handle.read(upToCount: 256), let end = start.firstIndex(of: UInt8(ascii: "\n")),
              let facts = try? JSONDecoder().decode(Facts.self, from: start[..<end]), facts.format == 1, facts.first <= facts.next else { return 0..<0 }
        return facts.first..<facts.next
    }

    /// Whether every line numbered in `lines` is kept (then reading them again need not be saved).
    func holds(_ lines: Range<Int>) -> Bool {
        let kept = kept()
        return kept.lowerBound <= lines.lowerBound && lines.upperBound <= kept.upperBound
    }

    /// The lines kept, or `nil` when there are none or the file cannot be read.
    func load() -> Lines? {
        guard let data = try? Data(contentsOf: file) else { return nil }
        let lines = data.split(separator: UInt8(ascii: "\n"))
        guard let first = lines.first, let facts = try? JSONDecoder().decode(Facts.self, from: first), facts.format == 1 else { return nil }
        return Lines(values: lines.dropFirst().map { Data($0) }, next: facts.next, savedAt: Date(timeIntervalSinceReferenceDate: facts.savedAt))
    }

    /// Keeps `values`, the board's lines numbered from `first` to its newest, after the lines already kept
    /// that come just before them (up to ``Domain/Workspace/historyLimit`` in all). Kept lines that do not
    /// join up with these (a gap, or a board started again) are dropped. A failure to write is ignored.
    func save(_ values: [Data], from first: Int, at date: Date) {
        guard !values.contains(where: { $0.contains(UInt8(ascii: "\n")) }) else { return }
        let next = first + values.count
        var lines = values
        if let old = load(), old.next >= first, old.next <= next {
            lines = old.values.prefix(max(0, first - (old.next - old.values.count))) + values
        }
        lines = Array(lines.suffix(Workspace.historyLimit))
        let facts = Facts(format: 1, first: next - lines.count, next: next, savedAt: date.timeIntervalSinceReferenceDate)
        guard let header = try? JSONEncoder().encode(facts) else { return }
        var data = header
        for line in lines {
            data.append(UInt8(ascii: "\n"))
            data.append(line)
        }
        data.append(UInt8(ascii: "\n"))
        CacheFile.replace(file, with: data)
    }
}

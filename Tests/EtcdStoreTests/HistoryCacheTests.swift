@testable import EtcdStore
import Foundation
import Testing

/// The history kept for offline reads: lines numbered as the board numbers them, so that a later read
/// adds only what is new, and lines that do not join up are never shown as if they did.
@Suite("History cache")
struct HistoryCacheTests {
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("history-cache-\(UUID().uuidString)")
    private var cache: HistoryCache { HistoryCache(file: directory.appendingPathComponent("board.history")) }

    private func lines(_ numbers: Range<Int>) -> [Data] { numbers.map { Data(#"{"line":\#($0)}"#.utf8) } }

    @Test("lines read later are added after the ones kept; a shorter read of the newest keeps the older ones")
    func laterLinesJoinTheKeptOnes() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(cache.load() == nil && cache.kept().isEmpty)
        cache.save(lines(0..<3), from: 0, at: Date(timeIntervalSinceReferenceDate: 1))
        cache.save(lines(3..<5), from: 3, at: Date(timeIntervalSinceReferenceDate: 2))
        #expect(cache.load()?.values == lines(0..<5) && cache.kept() == 0..<5)
        cache.save(lines(4..<6), from: 4, at: Date(timeIntervalSinceReferenceDate: 3))
        let kept = try #require(cache.load())
        #expect(kept.values == lines(0..<6) && kept.next == 6 && kept.savedAt == Date(timeIntervalSinceReferenceDate: 3))
        #expect(cache.holds(2..<6) && cache.holds(0..<1) && !cache.holds(5..<7))
    }

    @Test("lines after a gap, or from a board started again, replace the ones kept")
    func linesThatDoNotJoinReplaceTheKeptOnes() {
        defer { try? FileManager.default.removeItem(at: directory) }
        cache.save(lines(0..<5), from: 0, at: Date())
        cache.save(lines(7..<9), from: 7, at: Date())
        #expect(cache.load()?.values == lines(7..<9) && cache.kept() == 7..<9)
        cache.save(lines(0..<2), from: 0, at: Date())
        #expect(cache.load()?.values == lines(0..<2) && cache.kept() == 0..<2)
    }

    @Test("a damaged cache is no cache")
    func damagedCacheIsNone() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        cache.save(lines(0..<2), from: 0, at: Date())
        try Data("not json\n{}\n".utf8).write(to: cache.file)
        #expect(cache.load() == nil && cache.kept().isEmpty)
    }
}

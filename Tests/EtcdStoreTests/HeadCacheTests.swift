import EtcdKit
@testable import EtcdStore
import Foundation
import Testing

/// The head this machine last wrote and what that change read, kept in a local file: read back as
/// saved, the previous release's file (the head alone) read, and a damaged one no guess at all.
@Suite struct HeadCacheTests {
    private func cache() throws -> (HeadCache, URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("head-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return (HeadCache(file: directory.appendingPathComponent("board.head")), directory)
    }

    private func value(_ key: String, _ text: String) -> EtcdKeyValue {
        EtcdKeyValue(key: key, value: Data(text.utf8), createRevision: 0, modRevision: 0, version: 0)
    }

    @Test func theHeadAndTheRangesReadBackAsSaved() throws {
        let (cache, directory) = try cache()
        defer { try? FileManager.default.removeItem(at: directory) }
        let ranges: [HeadCache.Range] = [
            (.prefix("b/projects/4a15"), [value("b/projects/4a15-1", #"{"title":"a\tb \"c\""}"#), value("b/projects/4a15-2", "{}")]),
            (.key("b/projects/77"), []),
        ]
        cache.save(Data(#"{"format":1}"#.utf8), revision: 42, ranges: ranges)
        let loaded = try #require(cache.load())
        #expect(loaded.value == Data(#"{"format":1}"#.utf8) && loaded.revision == 42)
        #expect(loaded.ranges.map(\.keys) == ranges.map(\.keys))
        #expect(loaded.ranges.map(\.keyValues) == ranges.map(\.keyValues))
    }

    @Test func thePreviousReleasesFileIsTheHeadAlone() throws {
        let (cache, directory) = try cache()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("7\n{\"format\":1}".utf8).write(to: cache.file)
        let loaded = try #require(cache.load())
        #expect(loaded.value == Data(#"{"format":1}"#.utf8) && loaded.revision == 7 && loaded.ranges.isEmpty)
    }

    @Test func aDamagedFileIsNoGuess() throws {
        let (cache, directory) = try cache()
        defer { try? FileManager.default.removeItem(at: directory) }
        for damaged in ["", "x\n{}", "0\n{}", "5\n{}\nb/projects/1 without a range or a tab\n", "5\n{}\n@key k\nno tab here\n"] {
            try Data(damaged.utf8).write(to: cache.file)
            #expect(cache.load() == nil, "\(damaged)")
        }
    }

    @Test func rangesThatCannotBeLinesAreLeftOut() throws {
        let (cache, directory) = try cache()
        defer { try? FileManager.default.removeItem(at: directory) }
        cache.save(Data("{}".utf8), revision: 3, ranges: [(.key("ok"), [value("ok", "{}")]), (.key("tab\there"), [])])
        let loaded = try #require(cache.load())
        #expect(loaded.revision == 3 && loaded.ranges.isEmpty)
        cache.save(Data("{}".utf8), revision: 4, ranges: [(.key("k"), [value("k", "line\nbreak")])])
        #expect(try #require(cache.load()).ranges.isEmpty)
    }
}

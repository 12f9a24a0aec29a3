import Foundation
import HTTPTesting
import PresentationTesting
import Testing
@testable import WebBoard

/// The board every new page is served with: read once and shared while the store's feed tells of no
/// change, read again after a notice, and read for each page once the feed has ended.
@MainActor
@Suite struct PageBoardTests {
    /// The titles of the first column of a served board.
    private func titles(_ json: String) -> [String] {
        let board = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let columns = board?["columns"] as? [[String: Any]]
        return (columns?.first?["rows"] as? [[String: Any]])?.compactMap { $0["title"] as? String } ?? []
    }

    /// The page board of a store holding "First", once it has served its first page.
    private func servedBoard(_ bench: TestBench) async throws -> PageBoard {
        try await bench.addProject("First")
        let board = PageBoard(factory: bench.factory)
        #expect(titles(await board.current()) == ["First"])
        return board
    }

    @Test func pagesShareOneReadOfTheStoreUntilTheFeedTellsOfAChange() async throws {
        let bench = TestBench()
        let board = try await servedBoard(bench)
        defer { board.close() }
        #expect(bench.changes.listenerCount == 1)

        // Written straight to the store, with no notice: the pages are served what was read.
        try await bench.addProject("Second")
        #expect(titles(await board.current()) == ["First"])

        bench.changes.send()
        try await eventually("the change in the served board") { await titles(board.current()) == ["First", "Second"] }
    }

    @Test func onceTheFeedEndsEachPageReadsTheStore() async throws {
        let bench = TestBench()
        let board = try await servedBoard(bench)
        defer { board.close() }

        bench.changes.finish()
        try await eventually("the follower gone") { await bench.changes.listenerCount == 0 }
        try await bench.addProject("Second")
        try await eventually("each page read afresh") { await titles(board.current()) == ["First", "Second"] }
    }
}

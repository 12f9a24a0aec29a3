import Foundation
import Presentation
import PresentationTesting
import Testing

/// The board narrowed by typing: a state of the board, so every frontend (and a SwiftUI app) gets it.
@MainActor
struct BoardFilterTests {
    @Test func typingNarrowsEveryColumnCountingAllItsProjectsAndEscapeClearsIt() async throws {
        let bench = TestBench()
        let report = try await bench.project(bench.addProject("Write the REPORT"))
        let docs = try await bench.project(bench.addProject("Docs", body: "the report's appendix", in: .doing))
        let other = try await bench.project(bench.addProject("Lunch", in: .done))
        let session = BoardSession(factory: bench.factory)
        await session.send(.appear)
        let content = Recorder(session.board.content)

        await session.send(.filter(text: "rep"))
        await session.send(.filter(text: "ＲＥＰＯＲＴ'"))  // full width: the same letters
        await session.send(.filter(text: ""))

        let everything = bench.expectedBoard(todo: [report], doing: [docs], done: [other], canUndo: true)
        func narrowed(_ text: String, todo: [Project], doing: [Project]) -> BoardContent {
            var board = bench.expectedBoard(todo: todo, doing: doing, canUndo: true)
            board.columns = zip(board.columns, [1, 1, 1]).map { BoardColumn(state: $0.state, rows: $0.rows, total: $1) }
            board.filter = text
            return board
        }
        #expect(content.values == [
            everything,
            narrowed("rep", todo: [report], doing: [docs]),
            narrowed("ＲＥＰＯＲＴ'", todo: [], doing: [docs]),
            everything,
        ])
        let localizer = bench.factory.localizer
        #expect(content.values[1].columns.map { localizer.count(of: $0, filtered: true) } == ["1 of 1", "1 of 1", "0 of 1"])
        #expect(localizer.count(of: everything.columns[0], filtered: false) == "1")
    }

    @Test func aChangeWhileFilteredKeepsTheFilterAndCountsTheWholeColumn() async throws {
        let bench = TestBench()
        let kept = try await bench.project(bench.addProject("Kimchi stew"))
        let hidden = try await bench.project(bench.addProject("Laundry"))
        let session = BoardSession(factory: bench.factory)
        await session.send(.appear)
        await session.send(.filter(text: "KIMCHI"))
        let content = Recorder(session.board.content)

        await session.send(.move(id: hidden.id, to: .done))

        let after = try #require(content.values.last)
        #expect(content.values.count == 2)
        #expect(after.filter == "KIMCHI")
        #expect(after.columns.map(\.rows).map { $0.map(\.id) } == [[kept.id], [], []])
        #expect(after.columns.map(\.total) == [1, 0, 1])
    }

    @Test("Korean, with or without a space, in precomposed or decomposed form, and half-width kana",
          arguments: [("릴리스", true), ("리스 노", true), ("\u{1105}\u{1175}\u{11AF}", true), ("ﾘﾘｰｽ", true), ("배포", false)])
    func matchesAsAPersonReads(_ text: String, _ matches: Bool) async throws {
        let bench = TestBench()
        _ = try await bench.addProject("릴리스 노트", body: "リリース")
        let session = BoardSession(factory: bench.factory)
        await session.send(.appear)

        await session.send(.filter(text: text))

        #expect(session.board.content.value.columns[0].count == (matches ? 1 : 0))
        #expect(session.board.content.value.columns[0].total == 1)
    }
}

import Foundation
import PresentationTesting
import Testing
@testable import WebBoard

/// What the page is sent: the board view model's content, every text final.
@MainActor
@Suite struct BoardDocumentTests {
    @Test func theDocumentIsTheBoardsContent() async throws {
        let bench = TestBench()
        try await bench.addProject("Write the report", body: "one\ntwo\nthree\nfour", deadline: "2026-11-01")
        try await bench.addProject("<img src=x onerror=alert(1)>", in: .doing)
        try await bench.addProject("Ship", deadline: "2026-11-01", in: .done)
        let board = bench.makeBoard()
        await board.appear()

        let document = BoardDocument(board.content.value)

        #expect(document == BoardDocument(
            columns: [
                .init(title: "TODO", count: 1, rows: [.init(id: bench.id(1).description, title: "Write the report",
                                                             bodyPreview: ["one", "two", "three…"], deadline: "Nov 1, 2026", overdue: true)]),
                .init(title: "DOING", count: 1, rows: [.init(id: bench.id(2).description, title: "<img src=x onerror=alert(1)>",
                                                              bodyPreview: [], deadline: nil, overdue: false)]),
                .init(title: "DONE", count: 1, rows: [.init(id: bench.id(3).description, title: "Ship",
                                                             bodyPreview: [], deadline: "Nov 1, 2026", overdue: false)]),
            ],
            canUndo: true, canRedo: false, readOnlyReason: nil))
    }

    @Test func theJSONIsOneLineWithSortedKeys() async throws {
        let bench = TestBench()
        try await bench.addProject("A <b>", body: "x")
        let board = bench.makeBoard()
        await board.appear()
        let id = bench.id(1).description
        #expect(BoardDocument(board.content.value).json == """
            {"canRedo":false,"canUndo":true,"columns":[{"count":1,"rows":[{"bodyPreview":["x"],"id":"\(id)","overdue":false,"title":"A <b>"}],"title":"TODO"},\
            {"count":0,"rows":[],"title":"DOING"},{"count":0,"rows":[],"title":"DONE"}]}
            """)
    }
}

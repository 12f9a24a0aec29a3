import Foundation
import Presentation
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

        let document = BoardDocument(board.content.value, localizer: bench.factory.localizer)

        #expect(document == BoardDocument(
            columns: [
                .init(state: "todo", title: "TODO", count: 1, rows: [.init(id: bench.id(1).description, title: "Write the report",
                                                             bodyPreview: ["one", "two", "three…"], deadline: "Nov 1, 2026", overdue: true)]),
                .init(state: "doing", title: "DOING", count: 1, rows: [.init(id: bench.id(2).description, title: "<img src=x onerror=alert(1)>",
                                                              bodyPreview: [], deadline: nil, overdue: false)]),
                .init(state: "done", title: "DONE", count: 1, rows: [.init(id: bench.id(3).description, title: "Ship",
                                                             bodyPreview: [], deadline: "Nov 1, 2026", overdue: false)]),
            ],
            canUndo: true, canRedo: false, readOnlyBanner: nil))
    }

    @Test func theJSONIsWhatJSONSerializationReadsBack() throws {
        let hostile = "quote \" backslash \\ line\nbreak tab\t bell\u{7} separator\u{2028} 한국어 😀 </script>"
        let document = BoardDocument(
            columns: [.init(state: "todo", title: "TODO", count: 1, rows: [
                .init(id: "x", title: hostile, bodyPreview: [hostile, ""], deadline: nil, overdue: true),
            ])],
            canUndo: false, canRedo: true, readOnlyBanner: "Read-only: \u{1}", selectedID: "x")
        let json = document.json
        #expect(!json.contains("\n") && !json.contains("\u{2028}"))
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let columns = try #require(object["columns"] as? [[String: Any]])
        let row = try #require((columns.first?["rows"] as? [[String: Any]])?.first)
        #expect(row["title"] as? String == hostile)
        #expect(row["bodyPreview"] as? [String] == [hostile, ""])
        #expect(row["deadline"] is NSNull)
        #expect(object["readOnlyBanner"] as? String == "Read-only: \u{1}")
        #expect(object["canRedo"] as? Bool == true)
    }

    @Test func theReadOnlyReasonIsTheBanner() async throws {
        var content = BoardContent()
        content.readOnlyReason = "the disk is full"
        #expect(BoardDocument(content, localizer: TestBench().factory.localizer).readOnlyBanner == "Read-only: the disk is full")
        #expect(BoardDocument(content, localizer: TestBench(locale: Locale(identifier: "ko_KR")).factory.localizer).readOnlyBanner
            == "읽기 전용: the disk is full")
    }

    @Test func theJSONIsOneLineWithSortedKeys() async throws {
        let bench = TestBench()
        try await bench.addProject("A <b>", body: "x")
        let board = bench.makeBoard()
        await board.appear()
        let id = bench.id(1).description
        #expect(BoardDocument(board.content.value, localizer: bench.factory.localizer).json == """
            {"canRedo":false,"canUndo":true,"columns":[{"count":1,"rows":[{"bodyPreview":["x"],"deadline":null,"id":"\(id)","overdue":false,"title":"A <b>"}],\
            "state":"todo","title":"TODO"},{"count":0,"rows":[],"state":"doing","title":"DOING"},{"count":0,"rows":[],"state":"done","title":"DONE"}],\
            "readOnlyBanner":null,"selectedID":null}
            """)
    }
}

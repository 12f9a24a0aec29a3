import FastCoding
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
                                                             bodyPreview: ["one", "two", "three…"], deadline: "Nov 1, 2026", overdue: true,
                                                             body: "one\ntwo\nthree\nfour")]),
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
            {"canRedo":false,"canUndo":true,"columns":[{"count":1,"countText":"1","rows":[{"bodyPreview":["x"],"deadline":null,"id":"\(id)",\
            "overdue":false,"title":"A <b>"}],"state":"todo","title":"TODO"},{"count":0,"countText":"0","rows":[],"state":"doing","title":"DOING"},\
            {"count":0,"countText":"0","rows":[],"state":"done","title":"DONE"}],"filter":"","readOnlyBanner":null,"selectedID":null}
            """)
    }

    @Test func aPatchCarriesOnlyTheRowsBetweenWhatStayedAtEachEndOfAColumn() async throws {
        let bench = TestBench()
        for title in ["A", "B", "C", "D"] { try await bench.addProject(title) }
        let board = bench.makeBoard()
        await board.appear()
        let before = board.content.value
        await board.move(bench.id(2), to: .done)
        let after = board.content.value
        let localizer = bench.factory.localizer

        let patch = BoardPatch(from: before, to: after, localizer: localizer)

        #expect(patch.columns.map { "\($0.state) \($0.count) at \($0.start) -\($0.removed) +\($0.rows.map(\.title))" } == [
            "todo 3 at 1 -1 +[]", "doing 0 at 0 -0 +[]", "done 1 at 0 -0 +[\"B\"]",
        ])
        #expect(patch.selectedID == bench.id(2).description)
        #expect(BoardDocument(before, localizer: localizer).applying(patch) == BoardDocument(after, localizer: localizer))
        #expect(!patch.isEmpty)
        // Nothing changed: every splice is empty, and the patch says so.
        let unchanged = BoardPatch(from: after, to: after, localizer: localizer)
        #expect(unchanged.columns.allSatisfy { $0.removed == 0 && $0.rows.isEmpty })
        #expect(unchanged.isEmpty)
        // The rows the same, the selection not: that is a change.
        var unselected = after
        unselected.selectedID = nil
        #expect(!BoardPatch(from: after, to: unselected, localizer: localizer).isEmpty)
    }

    @Test func aPatchsJSONIsOneLineWithSortedKeys() {
        var content = BoardContent()
        content.canUndo = true
        let patch = BoardPatch(from: BoardContent(), to: content, localizer: TestBench().factory.localizer)
        var json = JSONWriter()
        patch.write(to: &json)
        #expect(json.text.hasPrefix(#"{"canRedo":false,"canUndo":true,"columns":[{"count":0,"countText":"0","removed":0,"rows":[],"start":0,"state":"todo","title":"TODO"},"#))
        #expect(json.text.hasSuffix(#"],"filter":"","readOnlyBanner":null,"selectedID":null}"#))
    }
}

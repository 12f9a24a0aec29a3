import FastCoding
import Foundation
import Presentation
import PresentationTesting
import Testing
@testable import WebBoard

/// A tab's filter and keyboard moves: the narrowed board with its "N of M" counts, a patch that carries
/// only what the filter changed, and what a screen reader is told of a move, in the tab's language.
@MainActor
@Suite struct BrowserTabFilterTests {
    @Test func aFilterNarrowsTheBoardWithItsCountsAndClearingItShowsEveryProject() async throws {
        let bench = TestBench()
        try await bench.addProject("Write the report")
        try await bench.addProject("Ship it")
        try await bench.addProject("Report back", in: .doing)
        let probe = BrowserTabTests.Probe(bench)
        await probe.send(.appear, .filter(text: "REPORT"), .filter(text: "zzz"), .filter(text: ""))
        #expect(probe.take() == [
            "board TODO(2):Write the report,Ship it DOING(1):Report back DONE(0): undo=true redo=false",
            "board TODO(1 of 2):Write the report DOING(1 of 1):Report back DONE(0 of 0): undo=true redo=false",
            "board TODO(0 of 2): DOING(0 of 1): DONE(0 of 0): undo=true redo=false",
            "board TODO(2):Write the report,Ship it DOING(1):Report back DONE(0): undo=true redo=false",
        ])
    }

    @Test func aFiltersPatchCarriesTheRowsLeftNotTheRowsHidden() async throws {
        let bench = TestBench()
        for index in 0..<200 { try await bench.addProject(index == 150 ? "Needle" : "Hay \(index)") }
        let board = bench.makeBoard()
        await board.appear()
        let before = board.content.value
        board.filter("needle")
        let patch = BoardPatch(from: before, to: board.content.value, localizer: bench.factory.localizer)
        #expect(patch.columns.map { "\($0.countText) -\($0.removed) +\($0.rows.map(\.title))" } == [
            "1 of 200 -200 +[\"Needle\"]", "0 of 0 -0 +[]", "0 of 0 -0 +[]",
        ])
        #expect(patch.filter == "needle")
        var json = JSONWriter()
        patch.write(to: &json)
        #expect(json.text.utf8.count < 1_000)
        #expect(BoardDocument(before, localizer: bench.factory.localizer).applying(patch)
            == BoardDocument(board.content.value, localizer: bench.factory.localizer))
    }

    @Test func aMoveIsAnnouncedInTheTabsLanguageAndAMoveThatFailedIsNot() async throws {
        for (locale, said) in [("en_US", "Moved 'Ship' to DOING."), ("ko_KR", "'Ship'을(를) DOING(으)로 옮겼습니다.")] {
            let bench = TestBench(locale: Locale(identifier: locale))
            try await bench.addProject("Ship")
            try await bench.addProject("Gone")
            let probe = BrowserTabTests.Probe(bench)
            await probe.send(.appear, .move(id: bench.id(1), to: .doing), .delete(id: bench.id(2)))
            #expect(probe.take().filter { $0.hasPrefix("announcement") } == ["announcement \(said)"])
            // Gone by now (deleted, as by someone else in the middle of a drag): said by an alert, not announced.
            await probe.send(.move(id: bench.id(2), to: .done))
            #expect(probe.take().filter { $0.hasPrefix("announcement") } == [])
        }
    }
}

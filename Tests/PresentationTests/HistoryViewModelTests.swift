import Foundation
import Presentation
import PresentationTesting
import Testing

@MainActor
struct HistoryViewModelTests {
    private func makeHistory(_ bench: TestBench, limit: Int? = nil) async throws -> any HistoryViewModelType {
        let project = try await bench.project(bench.addProject("Docs"))
        bench.clock.advance(by: 3600)
        let board = bench.makeBoard()
        await board.move(project.id, to: .doing)
        return bench.factory.makeHistory(limit: limit, coordinator: bench.coordinator)
    }

    @Test func appearShowsLocalizedLinesNewestFirstWithTimestamps() async throws {
        let bench = TestBench()
        let history = try await makeHistory(bench)
        let lines = Recorder(history.lines.map { $0.map { "\($0.timestamp) \($0.text)" } })
        await history.appear()
        #expect(lines.values == [
            [],
            ["Nov 22, 2026 at 10:00\u{202F}AM Moved 'Docs' from TODO to DOING.", "Nov 22, 2026 at 9:00\u{202F}AM Added 'Docs'."],
        ])
        #expect(history.heading == "History")
        #expect(history.emptyText == "No history yet.")
        #expect(history.lines.value.map(\.entry.action) == [.moved(title: "Docs", from: .todo, to: .doing), .added(title: "Docs", to: .todo)])
    }

    @Test func theHistorySpeaksKoreanInTheClocksTimeZone() async throws {
        let bench = TestBench(locale: Locales.korean, clock: FixedClock(timeZone: TimeZone(identifier: "Asia/Seoul")!))
        let history = try await makeHistory(bench, limit: 1)
        let lines = Recorder(history.lines.map { $0.map { "\($0.timestamp) \($0.text)" } })
        await history.appear()
        #expect(lines.values == [[], ["2026년 11월 22일 오후 7:00 'Docs'을(를) TODO에서 DOING(으)로 옮겼습니다."]])
        #expect(history.heading == "히스토리")
    }

    @Test(arguments: [
        (Locales.english, ["Redid: Moved 'Docs' from TODO to DOING.", "Undid: Moved 'Docs' from TODO to DOING.",
                           "Moved 'Docs' from TODO to DOING.", "Added 'Docs'."]),
        (Locales.korean, ["다시 실행: 'Docs'을(를) TODO에서 DOING(으)로 옮겼습니다.", "되돌림: 'Docs'을(를) TODO에서 DOING(으)로 옮겼습니다.",
                          "'Docs'을(를) TODO에서 DOING(으)로 옮겼습니다.", "'Docs'을(를) 추가했습니다."]),
    ])
    func anUndoAndARedoSayWhatTheyTookBackAndAppliedAgain(locale: Locale, expected: [String]) async throws {
        let bench = TestBench(locale: locale)
        let history = try await makeHistory(bench)
        let board = bench.makeBoard()
        await board.undo()
        await board.redo()
        let lines = Recorder(history.lines.map { $0.map(\.text) })
        await history.appear()
        #expect(lines.values == [[], expected])
        #expect(history.lines.value.map(\.entry.kind) == [.redo, .undo, .change, .change])
    }

    @Test func closeDismisses() async throws {
        let bench = TestBench()
        let history = bench.factory.makeHistory(coordinator: bench.coordinator)
        history.close()
        #expect(bench.coordinator.calls == [.dismiss])
    }

    @Test func aStoreThatCannotBeReadIsAnAlert() async {
        let repository = BreakableRepository()
        let clock = FixedClock()
        let factory = ViewModelFactory(
            useCases: UseCases(repository: repository, clock: clock, ids: SequentialIDGenerator(), author: .tester),
            clock: clock, localizer: Localizer(locale: Locales.english)
        )
        let history = factory.makeHistory(coordinator: nil)
        let lines = Recorder(history.lines)
        let alerts = Recorder(history.alerts)
        repository.failure.withLock { $0 = .newerVersion(file: "/s/board.json", found: 9, supported: 1) }
        await history.appear()
        #expect(lines.values == [[]])
        #expect(alerts.values == [Alert(
            title: "Error",
            message: "/s/board.json was written by a newer version of project-manager (format 9; this one reads up to 1).",
            kind: .storage
        )])
    }
}

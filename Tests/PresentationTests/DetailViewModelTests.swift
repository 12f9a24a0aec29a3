import Foundation
import Presentation
import PresentationTesting
import Testing

@MainActor
struct DetailViewModelTests {
    /// What the sheet shows, in one comparable line, so a test asserts the whole sequence compactly.
    static func summary(_ content: DetailContent) -> String {
        let buttons = "\(content.leadingButton.label)|\(content.trailingButton.label)"
        let fields = "'\(content.title)' '\(content.deadline)' \(content.bodyCounter)"
        let state = content.isEditable ? "editable" : "read-only"
        return ([content.heading, buttons, state, fields] + content.validationMessages).joined(separator: " · ")
    }

    @Test func aNewSheetOpensEditableWithCancelAndDone() {
        let bench = TestBench()
        let sheet = bench.factory.makeDetail(.create(in: .todo), coordinator: bench.coordinator)
        #expect(sheet.content.value == DetailContent(
            mode: .create(in: .todo), heading: "New Project", isEditable: true, title: "", body: "", deadline: "",
            bodyCounter: "0/1000", isBodyTooLong: false, validationMessages: [],
            leadingButton: DetailButton(role: .cancel, label: "Cancel"), trailingButton: DetailButton(role: .done, label: "Done")
        ))
    }

    @Test func typingUpdatesTheCounterAndTheMessagesLive() {
        let bench = TestBench()
        let sheet = bench.factory.makeDetail(.create(in: .todo), coordinator: bench.coordinator)
        let shown = Recorder(sheet.content.map(Self.summary))
        let tooLong = Recorder(sheet.content.map(\.isBodyTooLong))

        sheet.setTitle("Plan")
        sheet.setBody(String(repeating: "가", count: 1001))
        sheet.setBody("ok")
        sheet.setDeadline("2026-02-30")
        sheet.setDeadline("")

        #expect(shown.values == [
            "New Project · Cancel|Done · editable · '' '' 0/1000",
            "New Project · Cancel|Done · editable · 'Plan' '' 0/1000",
            "New Project · Cancel|Done · editable · 'Plan' '' 1001/1000 · Body is 1001 characters; the limit is 1000.",
            "New Project · Cancel|Done · editable · 'Plan' '' 2/1000",
            "New Project · Cancel|Done · editable · 'Plan' '2026-02-30' 2/1000 · Deadline '2026-02-30' is not a day on the calendar.",
            "New Project · Cancel|Done · editable · 'Plan' '' 2/1000",
        ])
        #expect(tooLong.values == [false, false, true, false, false, false])
    }

    @Test func doneWithABrokenRuleShowsEveryMessageAndSavesNothing() async throws {
        let bench = TestBench()
        let sheet = bench.factory.makeDetail(.create(in: .todo), coordinator: bench.coordinator)
        let messages = Recorder(sheet.content.map(\.validationMessages))
        let alerts = Recorder(sheet.alerts)

        sheet.setDeadline("next week")
        await sheet.done()

        let deadline = "Deadline 'next week' is not a day; use YYYY-MM-DD, today, tomorrow, +3d, +2w or a weekday (mon…sun)."
        #expect(messages.values == [[], [deadline], ["Title is required.", deadline]])
        #expect(alerts.values.isEmpty)
        #expect(bench.coordinator.calls.isEmpty)
        #expect(try await bench.repository.loadBoard(for: .tester).allProjects.isEmpty)
    }

    @Test func doneOnANewSheetAddsTheProjectThenDismisses() async throws {
        let bench = TestBench()
        var saved: [Project] = []
        let sheet = bench.factory.makeDetail(.create(in: .doing), coordinator: bench.coordinator) { saved.append($0) }

        sheet.setTitle("  Ship it  ")
        sheet.setBody("notes")
        sheet.setDeadline("2026-12-01")
        await sheet.done()

        let expected = Project(
            id: bench.id(1), title: "Ship it", body: "notes", deadline: try CalendarDay(parsing: "2026-12-01"),
            state: .doing, createdAt: bench.clock.now()
        )
        #expect(saved == [expected])
        #expect(bench.coordinator.calls == [.dismiss])
        #expect(try await bench.repository.loadBoard(for: .tester).allProjects == [expected])
    }

    @Test func cancelDismissesAndSavesNothing() async throws {
        let bench = TestBench()
        let sheet = bench.factory.makeDetail(.create(in: .todo), coordinator: bench.coordinator)
        sheet.setTitle("Draft")
        sheet.cancel()
        #expect(bench.coordinator.calls == [.dismiss])
        #expect(try await bench.repository.loadBoard(for: .tester).allProjects.isEmpty)
    }

    @Test func viewModeIsReadOnlyUntilEditUnlocksItThenDoneSavesTheEdit() async throws {
        let bench = TestBench()
        let project = try await bench.project(bench.addProject("Old", body: "b"))
        var saved: [Project] = []
        let sheet = bench.factory.makeDetail(.view(project), coordinator: bench.coordinator) { saved.append($0) }
        let shown = Recorder(sheet.content.map(Self.summary))

        sheet.setTitle("ignored while read-only")
        sheet.edit()
        sheet.edit() // already editing: nothing
        sheet.setTitle("New")
        sheet.setTitle("New") // the same text again: nothing new to show
        await sheet.done()

        #expect(shown.values == [
            "Project · Edit|Done · read-only · 'Old' '' 1/1000",
            "Edit Project · Cancel|Done · editable · 'Old' '' 1/1000",
            "Edit Project · Cancel|Done · editable · 'New' '' 1/1000",
        ])
        #expect(saved.map(\.title) == ["New"])
        #expect(bench.coordinator.calls == [.dismiss])
    }

    @Test func doneOnAReadOnlySheetOnlyCloses() async throws {
        let bench = TestBench()
        let project = try await bench.project(bench.addProject("A"))
        let sheet = bench.factory.makeDetail(.view(project), coordinator: bench.coordinator)
        let content = Recorder(sheet.content)
        await sheet.done()
        #expect(content.values.count == 1)
        #expect(bench.coordinator.calls == [.dismiss])
        #expect(try await bench.repository.history(limit: 10).count == 1)
    }

    @Test func aFailedSaveIsAnAlertAndTheSheetStaysOpen() async throws {
        let repository = BreakableRepository()
        let clock = FixedClock()
        let factory = ViewModelFactory(
            useCases: UseCases(repository: repository, clock: clock, ids: SequentialIDGenerator(), author: .tester),
            clock: clock, localizer: Localizer(locale: Locales.korean)
        )
        let coordinator = RecordingCoordinator()
        let sheet = factory.makeDetail(.create(in: .todo), coordinator: coordinator)
        let alerts = Recorder(sheet.alerts)
        repository.failure.withLock { $0 = .notWritable(path: "/store", reason: "read-only file system") }

        sheet.setTitle("A")
        await sheet.done()

        #expect(alerts.values == [Alert(title: "오류", message: "/store에 쓸 수 없습니다: read-only file system.", kind: .storage)])
        #expect(coordinator.calls.isEmpty)
    }

    @Test func theSheetSpeaksKorean() async throws {
        let bench = TestBench(locale: Locales.korean)
        let project = try await bench.project(bench.addProject("계획", deadline: "2026-11-22"))
        let sheet = bench.factory.makeDetail(.view(project), coordinator: bench.coordinator)
        let shown = Recorder(sheet.content.map(Self.summary))
        sheet.edit()
        sheet.setTitle(" ")
        await sheet.done()
        #expect(shown.values == [
            "프로젝트 · 편집|완료 · read-only · '계획' '2026-11-22' 0/1000",
            "프로젝트 편집 · 취소|완료 · editable · '계획' '2026-11-22' 0/1000",
            "프로젝트 편집 · 취소|완료 · editable · ' ' '2026-11-22' 0/1000",
            "프로젝트 편집 · 취소|완료 · editable · ' ' '2026-11-22' 0/1000 · 제목을 입력하세요.",
        ])
        #expect(bench.coordinator.calls.isEmpty)
    }

    @Test func aFieldChangedElsewhereWhileTheSheetWasOpenIsKeptWhenTheSheetChangedAnother() async throws {
        let bench = TestBench()
        let project = try await bench.project(bench.addProject("Old"))
        var saved: [Project] = []
        let sheet = bench.factory.makeDetail(.edit(project), coordinator: bench.coordinator) { saved.append($0) }
        let shown = Recorder(sheet.content.map(Self.summary))
        let alerts = Recorder(sheet.alerts)
        // Another program changes the body while the sheet is open.
        try await OtherProgram.edit(project.id, body: "Theirs", in: bench)

        sheet.setTitle("Mine")
        await sheet.done()

        #expect(shown.values == [
            "Edit Project · Cancel|Done · editable · 'Old' '' 0/1000",
            "Edit Project · Cancel|Done · editable · 'Mine' '' 0/1000",
        ])
        #expect(alerts.values.isEmpty)
        #expect(saved.map { [$0.title, $0.body] } == [["Mine", "Theirs"]])
        #expect(bench.coordinator.calls == [.dismiss])
    }

    @Test func aFieldChangedElsewhereAndOnTheSheetIsAConflictAndNothingIsSaved() async throws {
        let bench = TestBench(locale: Locales.korean)
        let project = try await bench.project(bench.addProject("Old"))
        var saved: [Project] = []
        let sheet = bench.factory.makeDetail(.edit(project), coordinator: bench.coordinator) { saved.append($0) }
        let shown = Recorder(sheet.content.map(Self.summary))
        let alerts = Recorder(sheet.alerts)
        try await OtherProgram.edit(project.id, title: "Theirs", in: bench)

        sheet.setTitle("Mine")
        await sheet.done()

        #expect(shown.values == [
            "프로젝트 편집 · 취소|완료 · editable · 'Old' '' 0/1000",
            "프로젝트 편집 · 취소|완료 · editable · 'Mine' '' 0/1000",
        ])
        #expect(alerts.values == [Alert(
            title: "오류", message: "'Theirs' 프로젝트를 연 뒤에 다른 곳에서 바뀌었습니다. 저장하지 않았습니다. 다시 열어 편집하세요.",
            kind: .rejected
        )])
        #expect(saved.isEmpty)
        #expect(bench.coordinator.calls.isEmpty)
        #expect(try await bench.factory.commands.show(project.id.shortForm).title == "Theirs")
    }

    @Test func theDeadlineStepsByDayFromTodayAndShowsItsWeekday() {
        let bench = TestBench()  // today is Sunday 22 November 2026
        let sheet = bench.factory.makeDetail(.create(in: .todo), coordinator: bench.coordinator)
        let shown = Recorder(sheet.content.map { "\($0.deadline) \($0.deadlineDayText ?? "-")" })

        sheet.stepDeadline(byDays: 1)   // an empty field starts at today
        sheet.stepDeadline(byDays: 1)
        sheet.stepDeadline(byDays: -2)
        sheet.setDeadline("fri")
        sheet.stepDeadline(byDays: -1)  // from the day "fri" names
        sheet.setDeadline("2026-12-31")
        sheet.stepDeadline(byDays: 1)   // across the year
        sheet.setDeadlineToday()

        #expect(shown.values == [
            " -", "2026-11-22 Sun, Nov 22, 2026", "2026-11-23 Mon, Nov 23, 2026", "2026-11-21 Sat, Nov 21, 2026",
            "fri Fri, Nov 27, 2026", "2026-11-26 Thu, Nov 26, 2026", "2026-12-31 Thu, Dec 31, 2026",
            "2027-01-01 Fri, Jan 1, 2027", "2026-11-22 Sun, Nov 22, 2026",
        ])
    }

    @Test func aDeadlineTypedAsWordsIsSavedAsTheDayItNames() async throws {
        let bench = TestBench()
        var saved: [Project] = []
        let sheet = bench.factory.makeDetail(.create(in: .todo), coordinator: bench.coordinator) { saved.append($0) }
        sheet.setTitle("Soon")
        sheet.setDeadline("+3d")
        await sheet.done()
        #expect(saved.map(\.deadline) == [CalendarDay(year: 2026, month: 11, day: 25)])
    }

    @Test func aReadOnlySheetIgnoresTheDeadlineKeys() {
        let bench = TestBench()
        let project = Project(id: bench.id(1), title: "Fixed", createdAt: bench.clock.now())
        let sheet = bench.factory.makeDetail(.view(project), coordinator: bench.coordinator)
        let shown = Recorder(sheet.content.map(\.deadline))
        sheet.stepDeadline(byDays: 1)
        sheet.setDeadlineToday()
        #expect(shown.values == [""])
    }
}

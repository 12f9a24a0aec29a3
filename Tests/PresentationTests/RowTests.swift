import Foundation
import Presentation
import PresentationTesting
import Testing

@MainActor
struct RowTests {
    @Test func theDeadlineIsWrittenInTheUsersLocale() async throws {
        let english = TestBench(locale: Locales.english)
        let korean = TestBench(locale: Locales.korean)
        let project = try await english.project(english.addProject("Ship", deadline: "2026-11-22"))
        #expect(english.factory.makeRow(project).deadlineText == "Nov 22, 2026")
        #expect(korean.factory.makeRow(project).deadlineText == "2026년 11월 22일")
    }

    @Test func aDeadlineBeforeTodayIsOverdueButNotTodayNorWhenDone() async throws {
        let bench = TestBench() // today is 2026-11-22
        let late = try await bench.project(bench.addProject("Late", deadline: "2026-11-21"))
        let dueToday = try await bench.project(bench.addProject("Today", deadline: "2026-11-22"))
        let finished = try await bench.project(bench.addProject("Finished", deadline: "2020-01-01", in: .done))
        let open = try await bench.project(bench.addProject("Open"))
        #expect(bench.factory.makeRow(late).isOverdue)
        #expect(!bench.factory.makeRow(dueToday).isOverdue)
        #expect(!bench.factory.makeRow(finished).isOverdue)
        #expect(!bench.factory.makeRow(open).isOverdue)
        #expect(bench.factory.makeRow(open).deadlineText == nil)
    }

    @Test func theBodyPreviewShowsAtMostThreeLinesAndMarksTheCut() async throws {
        let bench = TestBench()
        let long = try await bench.project(bench.addProject("Long", body: "one\ntwo\nthree\nfour"))
        let short = try await bench.project(bench.addProject("Short", body: "one\n\nthree"))
        let empty = try await bench.project(bench.addProject("Empty"))
        #expect(bench.factory.makeRow(long).bodyPreview == ["one", "two", "three…"])
        #expect(bench.factory.makeRow(short).bodyPreview == ["one", "", "three"])
        #expect(bench.factory.makeRow(empty).bodyPreview == [])
    }

    /// The previews of projects added with these bodies, in order.
    private func previews(of bodies: [String]) async throws -> [[String]] {
        let bench = TestBench()
        var previews: [[String]] = []
        for (index, body) in bodies.enumerated() {
            previews.append(bench.factory.makeRow(try await bench.project(bench.addProject("P\(index)", body: body))).bodyPreview)
        }
        return previews
    }

    @Test func aLineBreakAfterTheThirdLineMeansMoreFollows() async throws {
        let previews = try await previews(of: ["one\ntwo\nthree\n", "one\ntwo\nthree", "첫 줄\n둘째\n셋째\n넷째", "\n\n\nfour", "only"])
        #expect(previews == [["one", "two", "three…"], ["one", "two", "three"], ["첫 줄", "둘째", "셋째…"], ["", "", "…"], ["only"]])
    }

    @Test func aCutPreviewEndsInOneEllipsisNotAfterTheLinesOwnDots() async throws {
        let previews = try await previews(of: [
            "one\ntwo\nSend it.\nfour", "one\ntwo\nWait...\nfour", "one\ntwo\n보고합니다. \nfour", "one\ntwo\n.\nfour", "one\ntwo\nDone。\nmore",
        ])
        #expect(previews == [["one", "two", "Send it…"], ["one", "two", "Wait…"], ["one", "two", "보고합니다…"], ["one", "two", "…"],
                             ["one", "two", "Done…"]])
    }

    @Test func theRowKeepsTheRawProjectForFrontends() async throws {
        let bench = TestBench()
        let project = try await bench.project(bench.addProject("Raw", body: "b", deadline: "2026-12-01", in: .doing))
        let row = bench.factory.makeRow(project)
        #expect(row.project == project)
        #expect(row.id == bench.id(1))
        #expect(row.title == "Raw")
    }

    @Test func aTitleIsAlwaysShownOnOneLine() {
        let bench = TestBench()
        // The Domain never stores such a title; a row still must not break a board's layout with one.
        let project = Project(id: bench.id(1), title: "two\nlines\u{2028}here", createdAt: bench.clock.now())
        #expect(bench.factory.makeRow(project).title == "two lines here")
    }
}

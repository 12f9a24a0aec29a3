import Foundation
import Presentation
import PresentationTesting
import TerminalKit
@testable import TerminalBoard

/// Sizes and policies the tests draw with.
enum Fixtures {
    static let small = TerminalSize(rows: 24, columns: 80)
    static let wide = TerminalSize(rows: 60, columns: 200)
    static let color = ColorPolicy(allowsColor: true, allowsAttributes: true)
    static let noColor = ColorPolicy(allowsColor: false, allowsAttributes: true)
    static let dumb = ColorPolicy(allowsColor: false, allowsAttributes: false)
    static let english = Locale(identifier: "en_US")
    static let korean = Locale(identifier: "ko_KR")
}

/// A board screen on a ``TestBench``: the real view models on an in-memory store, no terminal.
@MainActor
final class ScreenBench {
    let bench: TestBench
    let screen: BoardScreen
    let policy: ColorPolicy

    init(locale: Locale = Fixtures.english, policy: ColorPolicy = Fixtures.color, sharedBoard: (any SharedBoardSync)? = nil) {
        bench = TestBench(locale: locale, sharedBoard: sharedBoard)
        self.policy = policy
        screen = BoardScreen(factory: bench.factory, policy: policy)
    }

    var state: BoardScreenState { screen.state }
    var board: BoardContent { screen.state.board }
    var selectedTitle: String? { board.selectedID.flatMap { board.row($0)?.title } }

    /// The titles of each column, TODO first.
    var titles: [[String]] { board.columns.map { $0.rows.map(\.title) } }

    /// Adds projects straight to the store, then shows the board.
    func start(_ projects: [(String, ProjectState)] = []) async throws {
        for (title, state) in projects { try await bench.addProject(title, in: state) }
        await screen.appear()
    }

    /// Presses each key in turn.
    func press(_ keys: Key...) async {
        for key in keys { _ = await screen.handle(key) }
    }

    /// Types `text`, one key per character.
    func type(_ text: String) async {
        for character in text { _ = await screen.handle(.character(character)) }
    }

    func lines(_ size: TerminalSize = Fixtures.small) -> [String] {
        screen.frame(size: size).lines
    }
}

extension ScreenBench {
    /// Four projects across the columns: one overdue with a long body, one with a title too long for its
    /// column, one in progress, one done whose passed deadline is not overdue.
    func addSampleProjects(korean: Bool = false) async throws {
        if korean {
            try await bench.addProject("보고서 쓰기", body: "초안은 금요일까지\n검토 요청\n수정\n제출", deadline: "2026-11-20")
            try await bench.addProject("워크숍 계획: 제목이 열에 들어가기에는 너무 깁니다", deadline: "2026-12-01")
            try await bench.addProject("로그인 버그 고치기", body: "사파리에서 로그인이 안 됩니다.", in: .doing)
            try await bench.addProject("1.0 출시", deadline: "2026-11-01", in: .done)
        } else {
            try await bench.addProject("Write the report", body: "First draft by Friday\nAsk for review\nFix\nSubmit", deadline: "2026-11-20")
            try await bench.addProject("Plan the offsite: a title much too long for its column", deadline: "2026-12-01")
            try await bench.addProject("Fix the login bug", body: "Users on Safari cannot log in.", in: .doing)
            try await bench.addProject("Ship 1.0", deadline: "2026-11-01", in: .done)
        }
    }
}

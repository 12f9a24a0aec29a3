import Foundation
@testable import Presentation
import PresentationTesting
import Testing

@MainActor
struct MoveMenuViewModelTests {
    @Test(arguments: [
        (ProjectState.todo, Locales.english, ["Move to DOING", "Move to DONE"]),
        (.doing, Locales.english, ["Move to TODO", "Move to DONE"]),
        (.done, Locales.korean, ["TODO(으)로 이동", "DOING(으)로 이동"]),
    ])
    func theMenuOffersTheTwoOtherColumns(state: ProjectState, locale: Locale, labels: [String]) async throws {
        let bench = TestBench(locale: locale)
        let project = try await bench.project(bench.addProject("A", in: state))
        let menu = MoveMenuViewModel(project: project, localizer: Localizer(locale: locale), coordinator: nil) { _ in }
        #expect(menu.options.map(\.label) == labels)
        #expect(menu.options.map(\.state) == state.otherStates)
        #expect(menu.project == project)
    }

    @Test func chooseHandsTheChoiceOverThenDismisses() async throws {
        let bench = TestBench()
        let project = try await bench.project(bench.addProject("A"))
        var chosen: [ProjectState] = []
        let menu = MoveMenuViewModel(project: project, localizer: Localizer(locale: Locales.english), coordinator: bench.coordinator) {
            chosen.append($0)
        }
        await menu.choose(.done)
        let again = MoveMenuViewModel(project: project, localizer: Localizer(locale: Locales.english), coordinator: bench.coordinator) {
            chosen.append($0)
        }
        await again.choose(.todo) // where it already is: not an option, only closes
        #expect(chosen == [.done])
        #expect(bench.coordinator.calls == [.dismiss, .dismiss])
    }

    @Test func cancelOnlyDismisses() async throws {
        let bench = TestBench()
        let project = try await bench.project(bench.addProject("A"))
        var chosen: [ProjectState] = []
        let menu = MoveMenuViewModel(project: project, localizer: Localizer(locale: Locales.english), coordinator: bench.coordinator) {
            chosen.append($0)
        }
        menu.cancel()
        #expect(chosen.isEmpty)
        #expect(bench.coordinator.calls == [.dismiss])
    }
}

import Domain
import DomainTesting
import Foundation
import Testing

@Suite("Board order")
struct BoardTests {
    @Test("deadline ascending, projects without a deadline last, then the oldest first")
    func columnOrder() {
        let early = Fixtures.start, late = Fixtures.start.addingTimeInterval(60)
        let projects = [
            Fixtures.project(1, deadline: nil, createdAt: late),
            Fixtures.project(2, deadline: "2026-12-01", createdAt: late),
            Fixtures.project(3, deadline: nil, createdAt: early),
            Fixtures.project(4, deadline: "2026-11-30", createdAt: late),
            Fixtures.project(5, deadline: "2026-12-01", createdAt: early),
            Fixtures.project(6, deadline: "2027-01-01", createdAt: early),
        ]
        let board = Board(Workspace(projects: projects), for: .tester)
        #expect(board.projects(in: .todo).map(\.id) == [4, 5, 2, 6, 3, 1].map(Fixtures.id))
    }

    @Test("exact ties are broken by id, so the order never depends on how projects were stored")
    func tiesAreStable() {
        let projects = (1...20).map { Fixtures.project($0, deadline: "2026-12-01") }
        let expected = projects.map(\.id)
        for seed in 0..<5 {
            var shuffled = projects
            shuffled.reverse()
            shuffled.swapAt(seed, 19 - seed)
            #expect(Board(Workspace(projects: shuffled), for: .tester).projects(in: .todo).map(\.id) == expected)
        }
    }

    @Test("every column is exactly the projects of its state sorted by boardOrder, ties and all")
    func sameAsBoardOrder() {
        // Few distinct deadlines and creation instants, so most comparisons are ties of some kind.
        let deadlines: [String?] = [nil, "2026-11-30", "2026-12-01", "2027-01-01"]
        let projects = (1...300).map { number in
            Fixtures.project(
                (number * 7919) % 1000 + 1, deadline: deadlines[number % 4],
                state: ProjectState.allCases[number % 3], createdAt: Fixtures.start.addingTimeInterval(Double(number % 5))
            )
        }
        let board = Board(Workspace(projects: projects), for: .tester)
        for state in ProjectState.allCases {
            #expect(board.projects(in: state) == projects.filter { $0.state == state }.sorted(by: Project.boardOrder))
        }
    }

    @Test("each state has its column, even when empty; allProjects reads TODO, DOING, DONE")
    func columns() {
        let board = Board(Workspace(projects: [
            Fixtures.project(1, state: .done), Fixtures.project(2, state: .todo), Fixtures.project(3, state: .done),
        ]), for: .tester)
        #expect(Set(board.columns.keys) == Set(ProjectState.allCases))
        #expect(board.projects(in: .doing).isEmpty)
        #expect(board.projects(in: .done).map(\.id) == [Fixtures.id(1), Fixtures.id(3)])
        #expect(board.allProjects.map(\.id) == [2, 1, 3].map(Fixtures.id))
    }

    @Test("the board says whether undo and redo are available")
    func undoRedoAvailability() throws {
        var workspace = Workspace()
        #expect(!Board(workspace, for: .tester).canUndo && !Board(workspace, for: .tester).canRedo)
        let change = Change(action: .added(title: "a", to: .todo), before: [], after: [Fixtures.project(1)])
        try workspace.apply(.commit(change, by: .tester, date: Fixtures.start))
        #expect(Board(workspace, for: .tester).canUndo && !Board(workspace, for: .tester).canRedo)
        try workspace.apply(.undo(by: .tester, date: Fixtures.start))
        #expect(!Board(workspace, for: .tester).canUndo && Board(workspace, for: .tester).canRedo)
    }
}

import Domain
import Foundation
import Testing

@Suite("Workspace.apply")
struct WorkspaceTests {
    private static func add(_ number: Int) -> WorkspaceEvent {
        let project = Fixtures.project(number)
        return .commit(
            Change(action: .added(title: project.title, to: .todo), before: [], after: [project]),
            by: .tester, date: Fixtures.start.addingTimeInterval(Double(number))
        )
    }

    @Test("a commit applies the change, records its line and makes it undoable")
    func commit() throws {
        var workspace = Workspace()
        try workspace.apply(Self.add(1))
        #expect(workspace.projects.keys.sorted() == [Fixtures.id(1)])
        #expect(workspace.history.map(\.action.description) == ["Added 'Project 1'."])
        #expect(workspace.history.map(\.date) == [Fixtures.start.addingTimeInterval(1)])
        #expect(workspace.undoStack(of: .tester).count == 1 && workspace.redoStack(of: .tester).isEmpty)
    }

    @Test("undo applies the inverse and moves the change to redo; redo moves it back; their lines name the change and say which")
    func undoRedo() throws {
        var workspace = Workspace()
        try workspace.apply(Self.add(1))
        try workspace.apply(.undo(by: .tester, date: Fixtures.start))
        #expect(workspace.projects.isEmpty)
        #expect(workspace.undoStack(of: .tester).isEmpty && workspace.redoStack(of: .tester).count == 1)
        try workspace.apply(.redo(by: .tester, date: Fixtures.start))
        #expect(workspace.projects.keys.sorted() == [Fixtures.id(1)])
        #expect(workspace.undoStack(of: .tester).count == 1 && workspace.redoStack(of: .tester).isEmpty)
        #expect(workspace.historyNewestFirst.map(\.action.description) == ["Added 'Project 1'.", "Added 'Project 1'.", "Added 'Project 1'."])
        #expect(workspace.historyNewestFirst.map(\.kind) == [.redo, .undo, .change])
        #expect(workspace.historyNewestFirst.map(\.projectIDs) == [[Fixtures.id(1)], [Fixtures.id(1)], [Fixtures.id(1)]])
    }

    @Test("undo or redo with nothing on the stack throws and changes nothing")
    func emptyStacks() throws {
        var workspace = Workspace()
        try workspace.apply(Self.add(1))
        let before = workspace
        #expect(throws: ProjectError.nothingToRedo) { try workspace.apply(.redo(by: .tester, date: Fixtures.start)) }
        #expect(workspace == before)
        try workspace.apply(.undo(by: .tester, date: Fixtures.start))
        let undone = workspace
        #expect(throws: ProjectError.nothingToUndo) { try workspace.apply(.undo(by: .tester, date: Fixtures.start)) }
        #expect(workspace == undone)
    }

    @Test("a new commit clears the redo stack")
    func commitClearsRedo() throws {
        var workspace = Workspace()
        try workspace.apply(Self.add(1))
        try workspace.apply(.undo(by: .tester, date: Fixtures.start))
        try workspace.apply(Self.add(2))
        #expect(!workspace.canRedo(by: .tester))
        #expect(throws: ProjectError.nothingToRedo) { try workspace.apply(.redo(by: .tester, date: Fixtures.start)) }
    }

    @Test("only the last 100 changes can be undone, before and after a reload")
    func undoLimit() throws {
        var workspace = Workspace()
        for number in 1...150 { try workspace.apply(Self.add(number)) }
        #expect(workspace.undoStack(of: .tester).count == Workspace.undoLimit)
        // What a store writes and reads back must behave the same as the live value.
        var reloaded = Workspace(
            projects: Array(workspace.projects.values), history: Array(workspace.history),
            undoStacks: workspace.undoStacks.mapValues(Array.init), redoStacks: workspace.redoStacks.mapValues(Array.init)
        )
        #expect(reloaded == workspace)
        for _ in 1...Workspace.undoLimit {
            try workspace.apply(.undo(by: .tester, date: Fixtures.start))
            try reloaded.apply(.undo(by: .tester, date: Fixtures.start))
        }
        #expect(workspace.projects.count == 50 && !workspace.canUndo(by: .tester))
        #expect(throws: ProjectError.nothingToUndo) { try workspace.apply(.undo(by: .tester, date: Fixtures.start)) }
        #expect(throws: ProjectError.nothingToUndo) { try reloaded.apply(.undo(by: .tester, date: Fixtures.start)) }
        #expect(workspace == reloaded)
    }

    @Test("the history keeps the newest 1000 lines", arguments: [999, 1000, 1001, 1999, 2000, 2500])
    func historyLimit(count: Int) throws {
        var workspace = Workspace()
        for number in 1...count { try workspace.apply(Self.add(number)) }
        #expect(workspace.history.count == min(count, Workspace.historyLimit))
        #expect(workspace.historyNewestFirst.first?.action.description == "Added 'Project \(count)'.")
        let oldest = max(1, count - Workspace.historyLimit + 1)
        #expect(workspace.historyNewestFirst.last?.action.description == "Added 'Project \(oldest)'.")
    }

    @Test("creating a workspace trims stored logs to their limits and keeps the newest")
    func initTrims() {
        let history = (1...1200).map { HistoryEntry(action: .imported(count: $0), author: .tester, date: Fixtures.start) }
        let changes = (1...120).map { Change(action: .imported(count: $0), before: [], after: []) }
        let workspace = Workspace(history: history, undoStacks: [.tester: changes], redoStacks: [.tester: changes])
        #expect(workspace.history.first?.action == .imported(count: 201))
        #expect(workspace.undoStack(of: .tester).first?.action == .imported(count: 21))
        #expect(workspace.redoStack(of: .tester).count == 100)
    }

    @Test("equality compares projects, history and both stacks")
    func equality() throws {
        var one = Workspace(), other = Workspace()
        try one.apply(Self.add(1))
        try other.apply(Self.add(1))
        #expect(one == other)
        try one.apply(.undo(by: .tester, date: Fixtures.start))
        try one.apply(.redo(by: .tester, date: Fixtures.start))
        #expect(one.projects == other.projects)
        #expect(one != other)
    }
}

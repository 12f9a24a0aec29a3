import Domain
import Testing

@Suite("History lines")
struct HistoryActionTests {
    @Test("each change reads as one English sentence naming the project and the columns")
    func lines() {
        #expect(HistoryAction.added(title: "X", to: .todo).description == "Added 'X'.")
        #expect(HistoryAction.added(title: "X", to: .done).description == "Added 'X'.")
        #expect(HistoryAction.edited(title: "X").description == "Edited 'X'.")
        #expect(HistoryAction.moved(title: "X", from: .todo, to: .doing).description == "Moved 'X' from TODO to DOING.")
        #expect(HistoryAction.moved(title: "X", from: .done, to: .todo).description == "Moved 'X' from DONE to TODO.")
        #expect(HistoryAction.removed(title: "X", from: .done).description == "Removed 'X' from DONE.")
    }

    @Test("imports count their projects in singular and plural")
    func importLines() {
        #expect(HistoryAction.imported(count: 1).description == "Imported 1 project.")
        #expect(HistoryAction.imported(count: 3).description == "Imported 3 projects.")
        #expect(HistoryAction.importUndone(count: 1).description == "Undid the import of 1 project.")
        #expect(HistoryAction.importUndone(count: 2).description == "Undid the import of 2 projects.")
    }

    @Test("a title with quotes and Unicode is shown as it is")
    func titlesVerbatim() {
        #expect(HistoryAction.edited(title: "Bob's 한국어 🚀").description == "Edited 'Bob's 한국어 🚀'.")
    }

    @Test("states are shown as TODO / DOING / DONE and stored as todo / doing / done")
    func stateNames() {
        #expect(ProjectState.allCases.map(\.title) == ["TODO", "DOING", "DONE"])
        #expect(ProjectState.allCases.map(\.rawValue) == ["todo", "doing", "done"])
        #expect(ProjectState.doing.otherStates == [.todo, .done])
    }
}

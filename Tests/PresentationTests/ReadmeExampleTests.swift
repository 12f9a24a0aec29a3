import Presentation
import PresentationTesting
import Testing

@MainActor @Test func addingAProjectPutsItInTODO() async throws {
    let bench = TestBench()                        // fixed clock, in-memory store, English
    let board = bench.makeBoard()
    let counts = Recorder(board.content.map { $0.columns.map(\.count) })
    await board.appear()

    board.add()                                    // asks the coordinator for the create sheet
    let sheet = try #require(bench.coordinator.detail)
    sheet.setTitle("Write the README")
    await sheet.done()

    #expect(counts.values == [[0, 0, 0], [0, 0, 0], [1, 0, 0]])
    #expect(bench.coordinator.calls == [.showDetail(.create(in: .todo)), .dismiss])
}

@MainActor @Test func movingDeletingAndUndoing() async throws {
    let bench = TestBench()
    let plan = try await bench.addProject("Plan")  // returns the new project's id
    let board = bench.makeBoard()
    let columns = Recorder(board.content.map { $0.columns.map { $0.rows.map(\.title) } })
    await board.appear()

    let row = try #require(board.content.value.columns[0].rows.first)
    #expect(row.id == plan)                        // a row's id is its project's
    await board.move(row.id, to: .doing)
    await board.delete(row.id)
    await board.undo()

    #expect(columns.values == [
        [[], [], []],                              // before loading
        [["Plan"], [], []],
        [[], ["Plan"], []],
        [[], [], []],
        [[], ["Plan"], []],
    ])
}

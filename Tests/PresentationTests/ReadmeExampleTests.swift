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

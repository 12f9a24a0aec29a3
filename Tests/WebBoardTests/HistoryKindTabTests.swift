import Presentation
import PresentationTesting
import Testing
@testable import WebBoard

/// The web board's History says what undo and redo did, in the words of the shared localizer.
@MainActor
@Suite struct HistoryKindTabTests {
    @Test func theHistoryListSaysWhatAnUndoAndARedoDid() async throws {
        let bench = TestBench()
        try await bench.addProject("One")
        let probe = BrowserTabTests.Probe(bench)
        await probe.send(.appear, .move(id: bench.id(1), to: .done), .undo, .redo, .showHistory)
        #expect(probe.take() == [
            "board TODO(1):One DOING(0): DONE(0): undo=true redo=false",
            "board TODO(0): DOING(0): DONE(1):One undo=true redo=false",
            "announcement Moved 'One' to DONE.",
            "board TODO(1):One DOING(0): DONE(0): undo=true redo=true",
            "board TODO(0): DOING(0): DONE(1):One undo=true redo=false",
            "history History: Redid: Moved 'One' from TODO to DONE. | Undid: Moved 'One' from TODO to DONE. | "
                + "Moved 'One' from TODO to DONE. | Added 'One'.",
        ])
    }
}

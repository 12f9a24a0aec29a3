import Presentation
import PresentationTesting
import Testing

@MainActor @Test func myFrontendPrintsTheBoardAfterEachAdd() async throws {
    let bench = TestBench()                                    // in-memory store, fixed clock, English
    try await bench.addProject("Already there", in: .doing)
    var output: [String] = []
    let frontend = MyFrontend(viewModels: bench.factory, write: { output.append($0) })

    await frontend.start()
    await frontend.add("Write the README")
    await frontend.add("   ")

    #expect(output == ["TODO 0 · DOING 1 · DONE 0", "TODO 1 · DOING 1 · DONE 0", "error: Title is required."])
}

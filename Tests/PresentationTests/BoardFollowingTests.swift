import Domain
import DomainTesting
import Foundation
import Presentation
import PresentationTesting
import Testing

/// The board following the store's feed of changes: each signal reloads it, whoever changed the store,
/// and following ends with the feed or with the frontend's task, letting the board go.
@MainActor
struct BoardFollowingTests {
    /// Another person sharing the store: their changes reach it without going through the board.
    private func bobAdds(_ title: String, id: Int, in bench: TestBench) async throws -> Project {
        try await AddProject(repository: bench.repository, clock: bench.clock, ids: SequentialIDGenerator(startingAt: id), author: Author("bob@two"))(ProjectDraft(title: title))
    }

    @Test func eachSignalReloadsTheBoardInOrderUntilTheFeedEnds() async throws {
        let bench = TestBench()
        var board: (any BoardViewModelType)? = bench.makeBoard()
        weak let weakBoard = board
        let content = Recorder(try #require(board).content)
        await board?.appear()
        #expect(board?.followsChanges == true)

        let first = try await bobAdds("From Bob", id: 100, in: bench)
        bench.changes.send()
        try await MoveProject(repository: bench.repository, clock: bench.clock, author: Author("bob@two"))(first.id, to: .doing)
        var moved = first
        moved.state = .doing
        moved.updatedAt = bench.clock.now()
        bench.changes.send()
        bench.changes.finish()
        // The feed has ended, so following runs to its end here: no task, no waiting. Both changes were
        // made before it ran, so each of its two reloads reads the board as Bob left it.
        await board?.followChanges()

        #expect(content.values == [
            bench.expectedBoard(),
            bench.expectedBoard(),
            bench.expectedBoard(doing: [moved]),
            bench.expectedBoard(doing: [moved]),
        ])
        #expect(bench.changes.listenerCount == 0)
        board = nil
        #expect(weakBoard == nil)
    }

    @Test func cancellingTheFrontendsTaskStopsFollowingAndLetsTheBoardGo() async throws {
        let bench = TestBench()
        weak var weakBoard: (any BoardViewModelType)?
        do {
            let board = bench.makeBoard()
            weakBoard = board
            await board.appear()
            let content = Recorder(board.content)
            _ = try await bobAdds("Before", id: 100, in: bench)
            bench.changes.send() // heard as soon as the board follows: the feed keeps it for the listener
            let following = Task { await board.followChanges() }
            following.cancel()
            await following.value
            #expect(content.values.count <= 2) // the pending signal may or may not have been heard first
            #expect(bench.changes.listenerCount == 0)
        }
        #expect(weakBoard == nil)
    }

    @Test func aStoreWithoutAFeedIsNotFollowedAndFollowingReturnsAtOnce() async throws {
        let repository = InMemoryProjectRepository()
        let clock = FixedClock()
        let factory = ViewModelFactory(
            useCases: UseCases(repository: repository, clock: clock, ids: SequentialIDGenerator(), author: .tester),
            clock: clock, localizer: Localizer(locale: Locale(identifier: "en_US"))
        )
        let board = factory.makeBoard(coordinator: nil)
        let content = Recorder(board.content)
        #expect(board.followsChanges == false)
        await board.followChanges()
        #expect(content.values == [BoardContent()])
    }
}

import HTTPKit
import Presentation

/// One tab's live board: a board view model of its own on the main actor, whose every new content goes to
/// the tab as a `board` event, for as long as the tab listens.
///
/// Only the newest board waits to be sent: a tab that reads slowly skips boards, never falls behind.
/// Until the board can be told that the store changed, the view model reads the store again every
/// `refreshInterval`; an unchanged board is not sent again.
struct BoardEvents: Sendable {
    let factory: ViewModelFactory
    let refreshInterval: Duration

    /// Sends boards until the tab goes or the server stops (either cancels this task).
    func run(_ sender: EventSender) async throws {
        let (documents, continuation) = AsyncStream.makeStream(of: BoardDocument.self, bufferingPolicy: .bufferingNewest(1))
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { await publish(into: continuation) }
            for await document in documents {
                try await sender.send(ServerSentEvent(name: "board", data: document.json))
            }
            group.cancelAll()
        }
    }

    /// The tab's board view model: appears, then refreshes every interval until cancelled; each new
    /// content goes into `documents`.
    @MainActor
    private func publish(into documents: AsyncStream<BoardDocument>.Continuation) async {
        let board = factory.makeBoard(coordinator: nil)
        await board.appear()
        // Subscribed after the first load, so the first event is the board, not the empty one before it.
        // A refresh that found the board as it was sends nothing.
        var sent: BoardContent?
        let subscription = board.content.subscribe { content in
            guard content != sent else { return }
            sent = content
            documents.yield(BoardDocument(content))
        }
        defer {
            subscription.cancel()
            documents.finish()
        }
        while (try? await Task.sleep(for: refreshInterval)) != nil {
            await board.appear()
        }
    }
}

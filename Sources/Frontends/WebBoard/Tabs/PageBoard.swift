import Presentation

/// The board every new page is served with, in one language, shared by all of them: read from the
/// store once, then kept current by the store's feed of changes, and encoded once per change. While
/// nothing changes, a page costs the server neither a read of the store nor an encoding, however many
/// tabs open.
///
/// A store without a feed (or once its feed has ended) is read again for each page. A page served just
/// before a change is seen still gets its tab's own board on the stream, which follows the store itself.
@MainActor
final class PageBoard {
    private let board: any BoardViewModelType
    private let localizer: Localizer
    private var subscriptions: [Subscription] = []
    /// The board's JSON for the page, until the board publishes again.
    private var data: String?
    /// Keeps the board current; cancelled by ``close()``.
    private var following: Task<Void, Never>?
    /// Whether the board has been read and the feed still tells of every change since.
    private var isCurrent = false
    private var feedEnded = false

    init(factory: ViewModelFactory) {
        board = factory.makeBoard(coordinator: nil)
        localizer = factory.localizer
        board.content.subscribe { [weak self] _ in self?.data = nil }.store(in: &subscriptions)
    }

    /// The board as of the last change the feed told of, as JSON (a ``BoardDocument``).
    func current() async -> String {
        if !isCurrent {
            if following == nil, board.followsChanges {
                following = Task { [weak self, board] in
                    await board.followChanges()
                    // The feed ended: the store is read for each page from now on.
                    self?.feedEnded = true
                    self?.isCurrent = false
                }
                // The follower starts listening before the load below reads the store, so no change
                // can fall between the two (the main actor takes its jobs in order).
                await Task.yield()
            }
            await board.appear()
            isCurrent = following != nil && !feedEnded
        }
        if let data { return data }
        let text = BoardDocument(board.content.value, localizer: localizer).json
        data = text
        return text
    }

    /// The server stops: the board stops following the store.
    func close() {
        following?.cancel()
        subscriptions = []
    }
}

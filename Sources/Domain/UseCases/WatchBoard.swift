/// Hears what changed on the board, whoever changed it, so a screen reads again only what changed.
public struct WatchBoard: Sendable {
    private let feed: any BoardChangeFeed

    /// Creates the use case from the store's feed.
    public init(feed: any BoardChangeFeed) {
        self.feed = feed
    }

    /// A notice after each change (see ``BoardChangeFeed/changes()``), until the caller stops listening.
    public func callAsFunction() -> AsyncStream<BoardChange> {
        feed.changes()
    }
}

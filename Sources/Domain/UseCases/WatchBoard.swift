/// Hears that the board changed, whoever changed it, so a screen reads it again only then instead of
/// every second.
public struct WatchBoard: Sendable {
    private let feed: any BoardChangeFeed

    /// Creates the use case from the store's feed.
    public init(feed: any BoardChangeFeed) {
        self.feed = feed
    }

    /// A signal after each change (see ``BoardChangeFeed/changes()``), until the caller stops listening.
    public func callAsFunction() -> AsyncStream<Void> {
        feed.changes()
    }
}

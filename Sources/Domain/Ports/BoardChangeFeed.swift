/// The port through which a screen hears that the board changed, whoever changed it. A port of its own,
/// so a repository stays about reading and writing, and a store that cannot watch offers no feed.
public protocol BoardChangeFeed: Sendable {
    /// Notices that never leave a change out, the first ``BoardChange/everything``; watching stops with
    /// the consumer's task, and a stream that ends means the feed cannot watch any more.
    func changes() -> AsyncStream<BoardChange>
}

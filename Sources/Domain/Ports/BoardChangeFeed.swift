/// The port through which a screen hears that the board changed, whoever changed it: another window,
/// another process sharing the directory, a teammate on the same server.
///
/// A signal says only "read again": it carries no change, so a store can give it as cheaply as it can
/// (a watch stream, a look at a file's size and time) and several changes may arrive as one signal.
/// It is a port of its own, beside ``ProjectRepository``, so a repository stays about reading and
/// writing, and a store that cannot watch simply offers no feed.
public protocol BoardChangeFeed: Sendable {
    /// Signals, one after each change that a reader of the store could see (several close together may
    /// come as one, and a signal may come for nothing). Watching starts when this is called and stops
    /// when the consumer stops iterating (its task is cancelled); a stream that ends means the feed
    /// cannot watch any more.
    func changes() -> AsyncStream<Void>
}

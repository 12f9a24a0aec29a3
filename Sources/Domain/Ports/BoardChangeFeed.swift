/// The port through which a screen hears that the board changed, whoever changed it: another window,
/// another process sharing the directory, a teammate on the same server.
///
/// A notice (``BoardChange``) names the projects that changed, or says "everything", so a board that
/// follows the store reads again only those projects (``LoadBoard/callAsFunction(updating:after:)``) instead of the whole board. It
/// is a port of its own, beside ``ProjectRepository``, so a repository stays about reading and writing,
/// and a store that cannot watch simply offers no feed.
public protocol BoardChangeFeed: Sendable {
    /// Notices, one after each change that a reader of the store could see, or several changes as one;
    /// a notice may come for nothing, but never leaves a change out: applying every notice keeps a board
    /// exactly as a whole read would give it. The first notice, once watching is in place, is
    /// ``BoardChange/everything`` (whatever happened before it, read the board then). Watching starts when
    /// this is called and stops when the consumer stops iterating (its task is cancelled); a stream that
    /// ends means the feed cannot watch any more.
    func changes() -> AsyncStream<BoardChange>
}

import Domain

/// A board following the journal store: notices from its files and the journal's new records, and the
/// few reads a notice asks for (the projects it names, an author's undo and redo).
extension JournalProjectRepository {
    /// A notice after each change any process makes to the store: the journal and the snapshot are
    /// looked at (one `stat` each) a few times a second, and the journal's new records name the projects
    /// they changed (``JournalTail``); a new snapshot is ``Domain/BoardChange/everything``.
    public func changes() -> AsyncStream<BoardChange> {
        StoreWatcher(files: [journal, snapshot], tail: JournalTail(journal: journal, legacyAuthor: legacyAuthor)).changes()
    }

    /// The projects with these ids: the journal's changes, and a binary search in the snapshot for the others.
    public func projects(withIDs ids: Set<ProjectID>) async throws -> [Project] {
        try await io.run { Array(try self.readWithoutLock().view(for: ReadSet(ids: ids)).projects.values) }
    }

    /// `author`'s undo and redo, from the snapshot's stacks and the journal's changes.
    public func undoAvailability(for author: Author) async throws -> (canUndo: Bool, canRedo: Bool) {
        try await io.run {
            let store = try self.readWithoutLock()
            return (store.overlay.canUndo(author), store.overlay.canRedo(author))
        }
    }
}

import Domain

/// The changes, each under the store's lock: a decision on what it reads, an append of a commit, a
/// compaction asked for.
extension JournalProjectRepository {
    /// Reads what `reads` names and decides, under the store's lock; appends the event as one record.
    ///
    /// Two blocking calls (lock and read; write), not three: each hop between threads is a wake-up that,
    /// on a busy machine, costs more than the work of a small change.
    public func change<Result: Sendable>(
        reading reads: ReadSet, _ decide: @Sendable (ReadView) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> Result {
        // A store that does not exist yet is empty: a change refused there (nothing to undo, no such
        // project) must not create the directory and its lock file just to refuse.
        if !directory.exists() {
            let (event, result) = try decide(Workspace().view(for: reads))
            if event == nil { return result }
        }
        let (lock, store, view) = try await io.run {
            let lock = try self.lockNow()
            do {
                let store = try self.readLocked(
                    events: true, naming: JournalStoreState.idTexts(of: reads), stacksOf: JournalStoreState.stacksAuthor(of: reads),
                    tops: (reads.undoTopOf != nil, reads.redoTopOf != nil))
                return (lock, store, try store.view(for: reads))
            } catch {
                lock.release()
                throw error
            }
        }
        defer { lock.release() }
        let (event, result) = try decide(view)
        guard let event else { return result }
        try await io.run {
            // A read of named projects parsed only their records; an undo or redo decided on them takes
            // the top of a stack, which only every record, or its author's, tells (the lock is still held:
            // nothing changed).
            var store = store
            if case .commit = event {} else if !store.parsed, store.stacksOf != event.author { store = try self.readLocked(events: true) }
            try self.record(event, in: store, reads: reads, view: view)
        }
        return result
    }

    /// Appends a commit after checking the journal (checksums and sequence numbers, no parsing) and the
    /// snapshot's header: an add costs the same on any board, and never writes into a damaged store.
    public func append(_ event: WorkspaceEvent) async throws {
        guard case .commit = event else {
            try await change(reading: ReadSet()) { _ in (event, ()) }
            return
        }
        try await io.run {
            let lock = try self.lockNow()
            defer { lock.release() }
            try self.record(event, in: self.readLocked(events: false), reads: ReadSet(), view: ReadView())
        }
    }

    /// Folds the journal into a new snapshot now, instead of waiting for it to reach its size.
    public func compact() async throws {
        try await io.run {
            let lock = try self.lockNow()
            defer { lock.release() }
            try self.compact(self.readLocked(events: true))
        }
    }
}

import Domain

/// The changes, each under the store's lock: a decision on what it reads, an append of a commit, a
/// compaction asked for.
extension JournalProjectRepository {
    /// Reads what `reads` names and decides, under the store's lock; appends the event as one record.
    ///
    /// One blocking call from lock to release: the lock is never held while this task waits for a turn
    /// on Swift's cooperative pool, which a loaded process may not give it for long.
    public func change<Result: Sendable>(
        reading reads: ReadSet, _ decide: @Sendable (ReadView) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> Result {
        // A store that does not exist yet is empty: a change refused there (nothing to undo, no such
        // project) must not create the directory and its lock file just to refuse.
        if !directory.exists() {
            let (event, result) = try decide(Workspace().view(for: reads))
            if event == nil { return result }
        }
        return try await withoutActuallyEscaping(decide) { decide in
            try await io.run {
                let lock = try self.lockNow()
                defer { lock.release() }
                var store = try self.readLocked(
                    events: true, naming: JournalStoreState.idTexts(of: reads), stacksOf: JournalStoreState.stacksAuthor(of: reads),
                    tops: (reads.undoTopOf != nil, reads.redoTopOf != nil))
                let view = try store.view(for: reads)
                let (event, result) = try decide(view)
                guard let event else { return result }
                // A read of named projects parsed only their records; an undo or redo decided on them takes
                // the top of a stack, which only every record, or its author's, tells.
                if case .commit = event {} else if !store.parsed, store.stacksOf != event.author { store = try self.readLocked(events: true) }
                try self.record(event, in: store, reads: reads, view: view)
                return result
            }
        }
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

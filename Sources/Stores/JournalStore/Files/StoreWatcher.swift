import Domain

/// A ``Domain/BoardChangeFeed`` for a file store: it looks at its files' identity (inode, size, time of
/// the last change: one `stat` each) a few times a second, and sends a notice when any differs.
///
/// Every change of a store replaces or appends to one of these files (an append grows the journal, a
/// compaction or a snapshot write replaces a file by rename), so a changed identity is exactly "read
/// again". A `stat` costs the same on any board, which reading the store to compare would not. With a
/// ``JournalTail``, a journal that grew is read from where the last look ended, and the notice names
/// the projects its new records changed; otherwise every notice is ``Domain/BoardChange/everything``.
struct StoreWatcher: Sendable {
    let files: [StoreFile]
    /// The journal among `files`, read from where the last look ended; every other file is a snapshot,
    /// whose replacement means everything.
    var tail: JournalTail?
    /// How often the files are looked at: four times a second shows another process's change well
    /// within a second, for a few system calls.
    var interval: Duration = .milliseconds(250)

    /// ``Domain/BoardChange/everything`` at once, then a notice after each change, until the consumer
    /// stops listening (the polling task ends with it).
    func changes() -> AsyncStream<BoardChange> {
        let (stream, continuation) = AsyncStream.makeStream(of: BoardChange.self)
        let (files, interval, journal) = (files, interval, tail?.journal.name)
        // Looked at before returning, so a change made right after the call is a change.
        let (initial, start) = (Self.identities(of: files), tail)
        continuation.yield(.everything)
        let polling = Task {
            var (seen, tail) = (initial, start)
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                let now = Self.identities(of: files)
                guard now != seen else { continue }
                let replaced = zip(files, zip(seen, now)).contains { file, pair in file.name != journal && pair.0 != pair.1 }
                seen = now
                let change: BoardChange? = if tail == nil { .everything } else { tail?.next(snapshotReplaced: replaced) }
                if let change { continuation.yield(change) }
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in polling.cancel() }
        return stream
    }

    /// Each file's identity; `nil` for one that is missing or cannot be looked at now (a later look that
    /// succeeds then counts as a change, and the reader says what is wrong).
    private static func identities(of files: [StoreFile]) -> [FileIdentity?] {
        files.map { try? $0.identity() }
    }
}

import Domain

/// A ``Domain/BoardChangeFeed`` for a file store: it looks at its files' identity (inode, size, time of
/// the last change: one `stat` each) a few times a second and signals when any differs.
///
/// Every change of a store replaces or appends to one of these files (an append grows the journal, a
/// compaction or a snapshot write replaces a file by rename), so a changed identity is exactly "read
/// again". A `stat` costs the same on any board, which reading the store to compare would not.
struct StoreWatcher: Sendable {
    let files: [StoreFile]
    /// How often the files are looked at: four times a second shows another process's change well
    /// within a second, for a few system calls.
    var interval: Duration = .milliseconds(250)

    /// Signals after each change, until the consumer stops listening (the polling task ends with it).
    func changes() -> AsyncStream<Void> {
        let (stream, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let (files, interval) = (files, interval)
        // Looked at before returning, so a change made right after the call is a change.
        let initial = Self.identities(of: files)
        let polling = Task {
            var seen = initial
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                let now = Self.identities(of: files)
                if now != seen {
                    seen = now
                    continuation.yield()
                }
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

import Domain

/// The local board: the board last seen (the remote's own offline read) with each waiting change
/// replayed on it by the sync's rules, so what a person sees offline is what the sync will try; and
/// each person's undo and redo as this machine last saw them, so an undo offline takes back their newest change.
extension OfflineFirstRepository {
    /// The board last seen, with the waiting changes replayed on it (one that conflicts is left out).
    /// Where no board was seen on this machine yet, a change starts from the waiting changes alone; a
    /// read with none waiting says the board cannot be read. With `offline` (the remote was just found
    /// out of reach), the board last seen is taken without asking the remote again.
    func localBoard(forChange: Bool, after offline: StorageError? = nil) async throws -> WorkspaceRepository {
        let contents = try outbox.contents(), waiting = contents.waiting
        var seen: [Project] = []
        do {
            let board = if let offline { try await remote.lastSeenBoard(after: offline) } else { try await remote.loadBoard(for: .unknown) }
            seen = board.allProjects
        } catch let error as StorageError where error.meansOffline && (forChange || !waiting.isEmpty) {}
        let board = WorkspaceRepository(Workspace(projects: seen, undoStacks: contents.stacks.mapValues(\.undoStack),
                                                  redoStacks: contents.stacks.mapValues(\.redoStack)))
        for entry in waiting {
            _ = try board.record(reading: entry.intent.reads(by: entry.author)) { view in
                guard case let .apply(event) = entry.intent.decide(on: view, by: entry.author, at: entry.date) else { return (nil, ()) }
                return (event, ())
            }
        }
        return board
    }

    /// Decides on the local board, and keeps the change in the outbox as what it meant.
    func changeHere<Result: Sendable>(
        reading reads: ReadSet, after offline: StorageError?, _ decide: @Sendable (ReadView) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> Result {
        let (event, view, result) = try await localBoard(forChange: true, after: offline).record(reading: reads, decide)
        guard let event, let intent = Intent(event, view: view) else { return result }
        let contents = try outbox.update { contents in
            contents.waiting.append(OutboxEntry(id: OutboxEntry.newID(after: contents.waiting), intent: intent, author: event.author, date: event.date))
            return contents
        }
        lastStatus.withLock {
            $0 = SharedBoardStatus(waiting: contents.waiting.count, conflicts: contents.conflicts.count, offline: $0?.offline, savedHere: true)
        }
        return result
    }
}

import Domain
import Foundation

/// The sync: each waiting change, oldest first, replayed on the remote as it is now, in a change that
/// records the change's id (several in one, as the remote can), then taken off the outbox (or kept there
/// as a conflict).
extension OfflineFirstRepository {
    /// Sends what waits, as far as the remote answers, and says where the board stands. Another process
    /// syncing now is left to it (this one reports what still waits).
    @discardableResult
    public func sync() async throws -> SharedBoardStatus {
        let lock = try outbox.syncLock()
        defer { lock?.release() }
        let before = try outbox.contents()
        var status = SharedBoardStatus(waiting: before.waiting.count, conflicts: before.conflicts.count)
        defer { remember(status) }
        guard lock != nil, !before.waiting.isEmpty else { return status }
        // The outbox is rewritten about once a second, not per change: a change sent but still listed
        // when the sync stops is found applied (its id recorded) by the next, and only taken off then.
        var settled: [String] = [], found: [WaitingConflict] = [], recorded: [(WorkspaceEvent, ReadView)] = []
        func write() throws {
            guard !settled.isEmpty else { return }
            let done = Set(settled)
            let contents = try outbox.update { contents in
                contents.waiting.removeAll { done.contains($0.id) }
                contents.conflicts += found
                for (event, view) in recorded { contents.remember(event, on: view) }
                return contents
            }
            (status.waiting, status.conflicts, settled, found, recorded) = (contents.waiting.count, contents.conflicts.count, [], [], [])
        }
        var pending = before.waiting[...], written = ContinuousClock.now
        while !pending.isEmpty {
            let batch = Array(pending.prefix(Self.syncBatch))
            let outcomes: [(decision: IntentDecision, view: ReadView)?]
            do {
                outcomes = try await remote.change(once: batch.map(\.id), reading: batch.map { $0.intent.reads(by: $0.author) }) { index, view in
                    let entry = batch[index]
                    let decision = entry.intent.decide(on: view, by: entry.author, at: entry.date)
                    guard case let .apply(event) = decision else { return (nil, (decision, view)) }
                    return (event, (decision, view))
                }
            } catch let error as StorageError where error.meansOffline {
                status.offline = error
                break
            }
            for (entry, outcome) in zip(batch, outcomes) {
                settled.append(entry.id)
                switch outcome {
                case let (.conflict(reason), _)?: found.append(WaitingConflict(entry: entry, reason: reason))
                case let (.apply(event), view)?:
                    status.sent += 1
                    recorded.append((event, view))
                case nil: status.sent += 1  // applied by a sync that stopped before it could say so
                }
            }
            guard !outcomes.isEmpty else { break }
            pending = pending.dropFirst(outcomes.count)
            if written.duration(to: .now) >= .seconds(1) {
                try write()
                written = .now
            }
        }
        try write()
        return status
    }

    /// How many waiting changes the remote is given at once (it writes as many as it can together).
    static var syncBatch: Int { 1_024 }

    /// The conflicts waiting to be settled, oldest first.
    public func conflicts() throws -> [SharedBoardConflict] {
        try outbox.contents().conflicts.map { conflict in
            let entry = conflict.entry
            let kind: HistoryEntry.Kind = switch entry.intent {
            case .undo: .undo
            case .redo: .redo
            default: .change
            }
            return SharedBoardConflict(id: entry.id, author: entry.author, date: entry.date, action: entry.intent.action, kind: kind,
                                       reason: conflict.reason)
        }
    }

    /// Settles the conflict of the change `id`: `apply`, applied anyway as a change of its own on the
    /// board as it is now (once, whoever settles it again), else let go, which the history says; either
    /// way taken off the list. Throws the remote's error (offline: the conflict stays).
    public func settle(_ id: String, apply: Bool) async throws {
        guard let conflict = try outbox.contents().conflicts.first(where: { $0.entry.id == id }) else { return }
        if apply {
            let (intent, author) = (conflict.entry.intent, conflict.entry.author)
            _ = try await remote.change(once: id + "-settled", reading: ReadSet(ids: intent.projectIDs)) { view in
                (intent.forced(on: view, by: author, at: Date()), ())
            }
        } else {
            let entry = conflict.entry
            try await remote.note(once: id + "-settled", HistoryEntry(action: entry.intent.action, kind: .letGo, author: entry.author, date: Date()))
        }
        try outbox.update { $0.conflicts.removeAll { $0.entry.id == id } }
    }

    private func remember(_ status: SharedBoardStatus) {
        lastStatus.withLock { last in
            let quiet = status.waiting == 0 && status.conflicts == 0 && status.sent == 0 && status.offline == nil
            last = quiet ? nil : status
        }
    }
}

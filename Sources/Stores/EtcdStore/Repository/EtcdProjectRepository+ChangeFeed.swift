import Domain
import EtcdKit
import Foundation

extension EtcdProjectRepository: BoardChangeFeed {
    /// A notice after every change anyone makes to the board, from etcd's watch of the history lines:
    /// every change writes one (a sync's several in one key), naming its author and its projects (up to
    /// ``Domain/HistoryEntry/projectIDLimit``). So a follower reads those few keys; a line that names no
    /// project (a change of more) is ``Domain/BoardChange/everything``. No polling, and another machine's
    /// change is heard within a round trip.
    ///
    /// The first notice, everything, comes once the watch is in place: every change after it is told.
    /// The watch resumes on another member from where it was, so a lost connection loses nothing. When
    /// its revision was compacted away, or no member answers, it says everything (so the screen reads
    /// the board again, or shows it offline) and watches again from now, once a second until a member
    /// answers; then it says everything again, so a board that was offline becomes writable by itself.
    public func changes() -> AsyncStream<BoardChange> {
        let (notices, sink) = AsyncStream.makeStream(of: BoardChange.self)
        let (client, history) = (client, keys.history)
        let watcher = Task {
            var watching = false
            while !Task.isCancelled {
                do {
                    let events = try await client.watch(.prefix(history))
                    if !watching { sink.yield(.everything) }  // in place (again): whatever happened before, read again
                    watching = true
                    for try await batch in events {
                        client.count(batch.map(\.keyValue))
                        if let notice = Self.notice(for: batch) { sink.yield(notice) }
                    }
                } catch {
                    if Task.isCancelled { break }
                    if watching { sink.yield(.everything) }  // compacted, or the members went away: read again (or show offline)
                    watching = false
                    try? await Task.sleep(for: .seconds(1))
                }
            }
            sink.finish()
        }
        sink.onTermination = { _ in watcher.cancel() }
        return notices
    }

    /// What the history lines just written say changed (`nil`: none written, only old lines deleted).
    static func notice(for events: [EtcdWatchEvent]) -> BoardChange? {
        var change: BoardChange?
        for event in events where event.kind == .put {
            guard let lines = try? StoredPage.records(in: event.keyValue.value) else { return .everything }
            for line in lines {
                guard let entry = try? HistoryRecord(value: line).entry(), !entry.projectIDs.isEmpty else { return .everything }
                let named = BoardChange(projects: entry.projectIDs, by: entry.author)
                change = change?.merged(with: named) ?? named
            }
        }
        return change
    }

    /// The projects with these ids, in one read of just their keys; while offline, from the cache.
    public func projects(withIDs ids: Set<ProjectID>) async throws -> [Project] {
        do {
            let reads: [EtcdOperation] = ids.count > Self.projectOperationLimit
                ? [.range(.prefix(keys.projects))] : ids.map { .range(.key(keys.project($0))) }
            let result = try await client.transaction(if: [], then: reads)
            let found = try ranges(result, count: reads.count).flatMap { try decodeProjects($0.keyValues) }.filter { ids.contains($0.id) }
            remember(found, named: ids)
            servedFromCache.withLock { $0 = nil }
            return found
        } catch let error as EtcdError where isOffline(error) {
            return try cachedBoard(after: error).allProjects.filter { ids.contains($0.id) }
        } catch let error as EtcdError {
            throw storageError(error)
        }
    }

    /// `author`'s undo and redo, from the head alone; while offline, the cached board's.
    public func undoAvailability(for author: Author) async throws -> (canUndo: Bool, canRedo: Bool) {
        do {
            let head = try await client.range(.key(keys.head)).keyValues.first.map(decodeHead) ?? BoardHead()
            return (head.undo[author.name] != nil, head.redo[author.name] != nil)
        } catch let error as EtcdError where isOffline(error) {
            let board = try cachedBoard(after: error)
            return (board.canUndo, board.canRedo)
        } catch let error as EtcdError {
            throw storageError(error)
        }
    }
}

import Domain
import EtcdKit
import FastCoding
import Foundation
import OfflineFirstStore
import Synchronization

/// A ``Domain/ProjectRepository`` on an etcd cluster: one board under a key prefix, shared by every
/// process, on every machine, that points at it. One change is one transaction (the `Transaction`
/// extension); what the head key keeps is in `Head`, changes too big for one request in `BigChanges`,
/// whole-board reads in `WholeBoard`, the board kept for offline reads in `OfflineCache`.
public final class EtcdProjectRepository: ProjectRepository {
    /// How many times a change is tried when other writers keep coming first.
    public static let attemptLimit = 50
    /// The most project writes one transaction carries (etcd allows 128 operations in all).
    static let projectOperationLimit = 100
    /// The largest piece of a change record sent in one request (etcd accepts about 1.5 MiB).
    static let chunkLimit = 512 * 1024
    /// How many forgotten changes each change deletes.
    static let garbagePerChange = 8
    /// The file, beside the offline cache, of the etcd members that answered last and failed lately
    /// (every board shares it).
    public static let memberMemoryName = "etcd-members-unwell"

    /// The cluster and board this repository reads and writes.
    public let address: EtcdAddress
    let client: MeteredClient
    let keys: BoardKeys
    let cache: BoardCache?
    /// The newest history lines read, kept beside the board's cache for offline `history`.
    let historyCache: HistoryCache?
    /// The head this machine last wrote, kept beside the board's cache: an add starts from it.
    let headCache: HeadCache?
    /// When the board last returned was read from the cache rather than from etcd.
    let servedFromCache = Mutex<Date?>(nil)
    /// Why it was: the etcd error that sent the read to the cache.
    let offlineCause = Mutex<String?>(nil)
    /// The cluster's revision when this process last wrote the cache: a board read at the same revision
    /// is the same board, and is not written again (the interactive board reloads often).
    let cachedRevision = Mutex<Int64>(0)
    /// What a following board read since the cache was last written, shown on top of it while offline.
    let readSinceCached = Mutex(ReadSinceCached())

    /// A repository of the board at `address`, authenticating with `credentials` when given, and
    /// keeping the last board read in `cacheFile` (none: no offline reads), and beside it the member that
    /// answered last and those that failed lately (``memberMemoryName``), so the next command asks the one
    /// that answered first. A process
    /// that runs one command and exits talks to etcd on the thread it runs on
    /// (`exchangesOnTheCallersThread`), starting none.
    public init(
        address: EtcdAddress, credentials: EtcdCredentials? = nil, cacheFile: URL? = nil,
        requestTimeout: Duration = .seconds(5), operationTimeout: Duration = .seconds(15), exchangesOnTheCallersThread: Bool = false
    ) {
        self.address = address
        var configuration = EtcdConfiguration(
            address: address, credentials: credentials, requestTimeout: requestTimeout, operationTimeout: operationTimeout)
        configuration.exchangesOnTheCallersThread = exchangesOnTheCallersThread
        configuration.memberMemory = cacheFile.map {
            EtcdMemberMemory(file: $0.deletingLastPathComponent().appendingPathComponent(Self.memberMemoryName))
        }
        client = MeteredClient(EtcdClient(configuration))
        keys = BoardKeys(prefix: address.prefix)
        cache = cacheFile.map(BoardCache.init)
        historyCache = cacheFile.map { HistoryCache(file: $0.appendingPathExtension("history")) }
        headCache = cacheFile.map { HeadCache(file: $0.appendingPathExtension("head")) }
    }

    /// The bytes of the keys and values this repository has received from etcd so far: what a board
    /// following the store reads per change is measured by it.
    public var bytesReceived: Int { client.bytesReceived }

    /// The requests this repository has sent to etcd so far: each is a round trip a command waits for.
    public var requestsSent: Int { client.requestsSent }

    // MARK: Reads

    /// Every project (from the board's copy and the keys written since, or one range of every project);
    /// while offline, the cached board.
    public func loadBoard(for author: Author) async throws -> Board {
        do {
            let every = try await readEveryProject()
            let board = Board(projects: every.projects, canUndo: every.head.undo[author.name] != nil, canRedo: every.head.redo[author.name] != nil)
            if let saved = remember(every, as: board) { await rememberHistory(of: every, at: saved) }
            return board
        } catch let error as EtcdError where isOffline(error) {
            return try cachedBoard(after: error)
        } catch let error as EtcdError {
            throw storageError(error, reading: true)
        }
    }

    /// The projects `reference` names (one read of a key or a key prefix); while offline, from the cache.
    public func projects(matching reference: ProjectReference) async throws -> [Project] {
        do {
            let read = try await self.read([.range(keys.projects(matching: reference))], finishing: false)
            servedFromCache.withLock { $0 = nil }
            var found = try decodeProjects(read.ranges[0].keyValues)
            if let unfinished = read.unfinished { found = Self.unfinished(unfinished, on: found, where: reference.matches) }
            return found.filter { reference.matches($0.id) }.sorted { $0.id < $1.id }
        } catch let error as EtcdError where isOffline(error) {
            return try cachedBoard(after: error).allProjects.filter { reference.matches($0.id) }.sorted { $0.id < $1.id }
        } catch let error as EtcdError {
            throw storageError(error, reading: true)
        }
    }

    /// The newest `limit` history lines: the head, then one range read of just those lines (kept for
    /// offline reads); while offline, the lines last read.
    public func history(limit: Int) async throws -> [HistoryEntry] {
        guard limit > 0 else { return [] }
        do {
            let headRange = try await client.range(.key(keys.head))
            let head = try headRange.keyValues.first.map(decodeHead) ?? BoardHead()
            servedFromCache.withLock { $0 = nil }
            let count = min(limit, Workspace.historyLimit, head.lines)
            guard count > 0 else { return [] }
            let keyValues = try await client.range(
                keys.historyLines(from: head.lines - count, to: head.lines, perKey: head.linesPerKey), revision: headRange.revision).keyValues
            let lines = try historyLines(in: keyValues, from: head.lines - count, to: head.lines)
            let entries = try lines.reversed().map { value in
                try decode(value, reading: HistoryRecord.init(value:)) { try $0.entry() }
            }
            // Kept for offline reads, unless the cache holds these lines already (as a board read left it).
            if let historyCache, lines.count == count, !historyCache.holds(head.lines - count ..< head.lines) {
                historyCache.save(lines.map(\.value), from: head.lines - count, at: Date())
            }
            return entries
        } catch let error as EtcdError where isOffline(error) {
            return try cachedHistory(limit: limit, after: error)
        } catch let error as EtcdError {
            throw storageError(error, reading: true)
        }
    }

    /// Asks a member for the head's revision: throws ``Domain/StorageError/offline(reason:)`` when none answers.
    public func checkWritable() async throws {
        do {
            _ = try await client.range(.key(keys.head), keysOnly: true)
        } catch {
            throw storageError(error)
        }
    }

    // MARK: Changes

    /// Reads, decides and writes in one transaction that compares the head's revision; reads and decides
    /// again when another writer came first.
    ///
    /// On one member, a change that reads no project (an add) reads nothing first: it starts from the
    /// head this machine last wrote (``HeadCache``), which its transaction compares, revision and value,
    /// and a write that finds the head moved gets it back in the same answer. So an add is one round
    /// trip while nobody else wrote, and two when someone did. With several members the read comes
    /// first all the same: a member that takes requests but hangs is passed over within the short
    /// bound of a read, where a write would wait out the long one.
    public func change<Result: Sendable>(
        reading reads: ReadSet, _ decide: @Sendable (ReadView) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> Result {
        guard let result = try await change(recording: nil, reading: reads, decide) else { preconditionFailure("a change without an id is never applied already") }
        return result
    }

    /// ``change(reading:_:)``, whose transaction, given an id, also compares that the id's key is absent
    /// and writes it: `nil` when a change with that id was applied already.
    func change<Result: Sendable>(
        recording id: String?, reading reads: ReadSet, _ decide: @Sendable (ReadView) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> Result? {
        let readsNothing = reads.references.isEmpty && reads.undoTopOf == nil && reads.redoTopOf == nil
        // A change of a run is found applied by reading its run's keys with the head: never guessed.
        let run = id.flatMap { OutboxEntry.run(of: $0) != nil ? keys.appliedMarks(of: $0) : nil }
        var (next, guessed) = readsNothing && address.endpoints.count == 1 && run == nil ? guessedRead() : (nil, nil)
        var collided = false
        do {
            for attempt in 1...Self.attemptLimit {
                if collided {
                    // Writers that collided spread out over a window that doubles (up to half a second),
                    // so that with many writers at once each round has a winner and the rest fall back.
                    try? await Task.sleep(for: .milliseconds(Int.random(in: 1...min(500, 4 << attempt))))
                    // What a failed write brought back was the board before the pause: read it again.
                    next = nil
                }
                var read: Read
                if let ready = next {
                    read = ready
                } else {
                    // Many references (an import names every project it touches): one range of every project.
                    read = try await self.read((reads.references.count > Self.projectOperationLimit
                        ? [.range(.prefix(keys.projects))] : reads.references.map { .range(keys.projects(matching: $0)) })
                        + (run.map { [.range($0)] } ?? []))
                    if let id, run != nil {
                        let marks = read.ranges.removeLast()
                        if appliedIDs(in: marks).contains(id) { return nil }
                    }
                }
                next = nil
                guard let (view, tops) = try await view(of: read, for: reads) else {
                    collided = true
                    continue
                }
                let (event, result) = try decide(view)
                guard let event else {
                    // Decided on a board that may hold the change already (a sync stopped after its commit).
                    if let id, try await isApplied(id) { return nil }
                    return result
                }
                let outcome = try await record(event, after: read, knowing: tops, guessed: guessed, headBack: readsNothing && run == nil, once: id)
                if outcome.written { return result }
                if let id, try await isApplied(id) { return nil }
                // A head guessed from this machine's last write was only out of date: no one to make way for.
                collided = guessed == nil
                (next, guessed) = (outcome.fresh, nil)
            }
        } catch let error as EtcdError {
            throw storageError(error)
        }
        throw StorageError.io(path: address.description, reason: "other writers changed the board \(Self.attemptLimit) times in a row; nothing was changed")
    }
}

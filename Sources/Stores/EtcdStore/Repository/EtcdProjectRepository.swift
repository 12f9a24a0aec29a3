import Domain
import EtcdKit
import FastCoding
import Foundation
import Synchronization

/// A ``Domain/ProjectRepository`` on an etcd cluster: one board under a key prefix, shared by every
/// process, on every machine, that points at it.
///
/// **One change, one transaction.** A change reads what its ``Domain/ReadSet`` names (a few keys, in one
/// read), lets the use case decide, and writes the event in one etcd transaction that compares the
/// revision of the board's head key (``BoardKeys``), which every change rewrites. When another writer
/// came first the transaction fails, and the change reads and decides again, at most
/// ``attemptLimit`` times. So no writer anywhere ever loses another's change, and no change reads or
/// ships more than it touches.
///
/// **Big changes.** etcd takes at most 128 operations and about 1.5 MiB in one request. A change record
/// larger than that is written in chunks first, under a sequence number the head reserved; a change of
/// more projects than one transaction holds is committed with its projects marked *pending* in the
/// head, then written a transaction at a time. Whoever reads the head next (this process or another)
/// finishes writing them before reading on, so everyone sees the whole import or none of it.
///
/// **Whole-board reads** (`board`, `list`, a screen's reload) start from the board's copy, a few large
/// values taken at a known revision, and add the project keys written since (the `WholeBoard` extension).
///
/// **Offline.** When no member answers, ``loadBoard(for:)`` returns the board last read (kept in
/// `cacheFile`) and ``offlineNotice`` says so; changes throw ``Domain/StorageError/offline(reason:)``
/// and nothing is queued.
public final class EtcdProjectRepository: ProjectRepository {
    /// How many times a change is tried when other writers keep coming first.
    public static let attemptLimit = 50
    /// The most project writes one transaction carries (etcd allows 128 operations in all).
    static let projectOperationLimit = 100
    /// The largest piece of a change record sent in one request (etcd accepts about 1.5 MiB).
    static let chunkLimit = 512 * 1024
    /// How many forgotten changes each change deletes.
    static let garbagePerChange = 8

    /// The cluster and board this repository reads and writes.
    public let address: EtcdAddress
    let client: EtcdClient
    let keys: BoardKeys
    /// The client the change feed watches with.
    var watchClient: EtcdClient { client }
    private let cache: BoardCache?
    /// When the board last returned was read from the cache rather than from etcd.
    private let servedFromCache = Mutex<Date?>(nil)
    /// The cluster's revision when this process last wrote the cache: a board read at the same revision
    /// is the same board, and is not written again (the interactive board reloads often).
    private let cachedRevision = Mutex<Int64>(0)

    /// A repository of the board at `address`, authenticating with `credentials` when given, and
    /// keeping the last board read in `cacheFile` (none: no offline reads).
    public init(
        address: EtcdAddress, credentials: EtcdCredentials? = nil, cacheFile: URL? = nil,
        requestTimeout: Duration = .seconds(5), operationTimeout: Duration = .seconds(15)
    ) {
        self.address = address
        client = EtcdClient(EtcdConfiguration(
            address: address, credentials: credentials, requestTimeout: requestTimeout, operationTimeout: operationTimeout))
        keys = BoardKeys(prefix: address.prefix)
        cache = cacheFile.map(BoardCache.init)
    }

    /// Set when the last board returned was the cached one because no member answered: one line for a
    /// person saying so and from when the board dates.
    public var offlineNotice: String? {
        servedFromCache.withLock { $0 }.map { "\(offlineReason); showing the board as it was at \($0.formatted(.iso8601))" }
    }

    // MARK: Reads

    /// Every project (from the board's copy and the keys written since, or one range of every project);
    /// while offline, the cached board.
    public func loadBoard(for author: Author) async throws -> Board {
        do {
            let every = try await readEveryProject()
            let board = Board(projects: every.projects, canUndo: every.head.undo[author.name] != nil, canRedo: every.head.redo[author.name] != nil)
            if let cache, cachedRevision.withLock({ $0 }) != every.revision, cache.savedRevision() != every.revision {
                cache.save(projectValues: every.values, canUndo: board.canUndo, canRedo: board.canRedo, revision: every.revision, at: Date())
                cachedRevision.withLock { $0 = every.revision }
            }
            servedFromCache.withLock { $0 = nil }
            return board
        } catch let error as EtcdError where isOffline(error) {
            guard let snapshot = cache?.load() else { throw storageError(error) }
            servedFromCache.withLock { $0 = snapshot.savedAt }
            return snapshot.board
        } catch let error as EtcdError {
            throw storageError(error)
        }
    }

    /// The projects `reference` names (one read of a key or a key prefix); while offline, from the cache.
    public func projects(matching reference: ProjectReference) async throws -> [Project] {
        do {
            let read = try await self.read([.range(keys.projects(matching: reference))])
            servedFromCache.withLock { $0 = nil }
            return try decodeProjects(read.ranges[0].keyValues).filter { reference.matches($0.id) }.sorted { $0.id < $1.id }
        } catch let error as EtcdError where isOffline(error) {
            guard let snapshot = cache?.load() else { throw storageError(error) }
            servedFromCache.withLock { $0 = snapshot.savedAt }
            return snapshot.board.allProjects.filter { reference.matches($0.id) }.sorted { $0.id < $1.id }
        } catch let error as EtcdError {
            throw storageError(error)
        }
    }

    /// The newest `limit` history lines: the head, then one range read of just those lines.
    public func history(limit: Int) async throws -> [HistoryEntry] {
        guard limit > 0 else { return [] }
        do {
            let headRange = try await client.range(.key(keys.head))
            let head = try headRange.keyValues.first.map(decodeHead) ?? BoardHead()
            let count = min(limit, Workspace.historyLimit, head.lines)
            guard count > 0 else { return [] }
            let lines = try await client.range(keys.historyLines(from: head.lines - count, to: head.lines), revision: headRange.revision)
            return try lines.keyValues.reversed().map { value in
                try decode(HistoryRecord.self, value) { try $0.entry() }
            }
        } catch let error as EtcdError {
            throw storageError(error)
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
    public func change<Result: Sendable>(
        reading reads: ReadSet, _ decide: @Sendable (ReadView) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> Result {
        do {
            for attempt in 1...Self.attemptLimit {
                if attempt > 1 {
                    // Writers that collided spread out over a window that doubles (up to half a second),
                    // so that with many writers at once each round has a winner and the rest fall back.
                    try? await Task.sleep(for: .milliseconds(Int.random(in: 1...min(500, 4 << attempt))))
                }
                // Many references (an import names every project it touches): one range of every project.
                let read = try await self.read(reads.references.count > Self.projectOperationLimit
                    ? [.range(.prefix(keys.projects))] : reads.references.map { .range(keys.projects(matching: $0)) })
                guard let (view, tops) = try await view(of: read, for: reads) else { continue }
                let (event, result) = try decide(view)
                guard let event else { return result }
                if try await record(event, after: read, knowing: tops) { return result }
            }
        } catch let error as EtcdError {
            throw storageError(error)
        }
        throw StorageError.io(path: address.description, reason: "other writers changed the board \(Self.attemptLimit) times in a row; nothing was changed")
    }

    /// What `reads` names, as one consistent view: the projects of `read`, and the stack tops with their
    /// projects read in a transaction that checks the head is unchanged. `nil` when it changed.
    private func view(of read: Read, for reads: ReadSet) async throws -> (ReadView, [Int: Change])? {
        var projects: [ProjectID: Project] = [:]
        if read.ranges.count == reads.references.count {
            for (reference, range) in zip(reads.references, read.ranges) {
                for project in try decodeProjects(range.keyValues) where reference.matches(project.id) { projects[project.id] = project }
            }
        } else if let everything = read.ranges.first {
            let ids = Set(reads.references.compactMap(\.id)), prefixes = reads.references.filter { $0.id == nil }
            for project in try decodeProjects(everything.keyValues) where ids.contains(project.id) || prefixes.contains(where: { $0.matches(project.id) }) {
                projects[project.id] = project
            }
        }
        let undoTop = reads.undoTopOf.flatMap { read.head.undo[$0.name]?.last }
        let redoTop = reads.redoTopOf.flatMap { read.head.redo[$0.name]?.last }
        let wanted = [undoTop, redoTop].compactMap(\.self)
        guard !wanted.isEmpty else { return (ReadView(projects: projects), [:]) }
        guard let tops = try await changes(wanted, revision: read.headRevision) else { return nil }
        let ids = Set(tops.values.flatMap { ($0.before + $0.after).map(\.id) })
        guard let current = try await currentProjects(ids, revision: read.headRevision) else { return nil }
        for id in ids { projects[id] = current[id] }
        return (ReadView(projects: projects, undoTop: undoTop.flatMap { tops[$0] }, redoTop: redoTop.flatMap { tops[$0] }), tops)
    }

    /// Writes `event` in one transaction guarded by the head's revision; `false` when another writer
    /// came first (nothing was written).
    private func record(_ event: WorkspaceEvent, after read: Read, knowing tops: [Int: Change]) async throws -> Bool {
        var head = read.head, revision = read.headRevision
        var operations: [EtcdOperation] = []
        guard let step = try await step(for: event, head: &head, revision: &revision, operations: &operations, knowing: tops) else {
            return false
        }
        let (applied, date, seq, inverse) = (step.applied, step.date, step.seq, step.inverse)
        // A few forgotten changes go with every change: more than any change can forget, on average.
        for seq in head.garbage.prefix(Self.garbagePerChange) { operations.append(.delete(keys.change(seq))) }
        head.garbage.removeFirst(min(Self.garbagePerChange, head.garbage.count))
        let line = head.lines, tag = UUID().uuidString
        operations.append(.put(key: keys.historyLine(line), value: try JSONEncoder().encode(
            HistoryRecord(HistoryEntry(applied, by: event.author, at: date), tag: tag))))
        if line >= Workspace.historyLimit { operations.append(.delete(.key(keys.historyLine(line - Workspace.historyLimit)))) }
        head.lines = line + 1
        let projectWrites = try projectOperations(applying: applied)
        if projectWrites.count > Self.projectOperationLimit {
            head.pending = BoardHead.Pending(seq: seq, inverse: inverse)
        } else {
            operations += projectWrites
        }
        operations.append(.put(key: keys.head, value: try JSONEncoder().encode(head)))
        var written: Int64 = 0
        do {
            let result = try await client.transaction(if: [unchanged(revision)], then: operations)
            guard result.succeeded else {
                // A big change's chunks were written under a number only this attempt knew: the next
                // attempt reserves another, so these go now rather than stay forever.
                if step.chunked { _ = try? await client.delete(keys.change(seq)) }
                return false
            }
            written = result.revision
        } catch {
            let unknown = Self.outcomeIsUnknown(error)
            guard unknown, try await settle(line: line, tag: tag, revision: revision) else {
                if step.chunked { _ = try? await client.delete(keys.change(seq)) }  // never applied, nor ever will be
                if unknown { return false }
                throw error
            }
        }
        if head.pending != nil, written > 0 {
            // If this stops half-way, whoever reads the head next finishes it.
            try? await rollForward(head, revision: written)
        }
        return true
    }

    /// One event's effect on the head, and the change it applies to the projects.
    private struct Step {
        let applied: Change
        let date: Date
        let seq: Int
        let inverse: Bool
        /// Whether the change record was written in chunks before the transaction (a big change).
        var chunked = false
    }

    /// Updates `head` for `event` and adds the change record's writes; `nil` when the head moved meanwhile.
    private func step(
        for event: WorkspaceEvent, head: inout BoardHead, revision: inout Int64, operations: inout [EtcdOperation],
        knowing tops: [Int: Change]
    ) async throws -> Step? {
        var stacks = head.stacks(of: event.author)
        switch event {
        case let .commit(change, author, when):
            let seq = head.next
            let record = try JSONEncoder().encode(ChangeRecord(change))
            let chunked = record.count > Self.chunkLimit
            if chunked {
                // Too big for the transaction: reserve the number, write the chunks, then commit.
                var reserved = head
                reserved.next = seq + 1
                let reservation = try await client.transaction(if: [unchanged(revision)], then: [.put(key: keys.head, value: try JSONEncoder().encode(reserved))])
                guard reservation.succeeded else { return nil }
                revision = reservation.revision
                try await writeChunks(of: record, as: seq)
            } else {
                operations.append(.put(key: keys.chunk(0, of: seq), value: record))
            }
            head.next = seq + 1
            // What no stack holds any more (the redo stack, the oldest past the limit) is deleted over the next changes.
            head.garbage += stacks.commit(seq)
            head.setStacks(stacks, of: author)
            return Step(applied: change, date: when, seq: seq, inverse: false, chunked: chunked)
        case let .undo(author, when):
            guard let top = stacks.undoStack.last else { throw ProjectError.nothingToUndo }
            guard let change = try await stackTop(top, known: tops, revision: revision) else { return nil }
            stacks.undo()
            head.setStacks(stacks, of: author)
            return Step(applied: change.inverse, date: when, seq: top, inverse: true)
        case let .redo(author, when):
            guard let top = stacks.redoStack.last else { throw ProjectError.nothingToRedo }
            guard let change = try await stackTop(top, known: tops, revision: revision) else { return nil }
            stacks.redo()
            head.setStacks(stacks, of: author)
            return Step(applied: change, date: when, seq: top, inverse: false)
        }
    }

    /// After a write whose outcome is unknown (the connection broke, the member went silent): whether it
    /// was applied. Its history line says so; if the line is absent, the head is rewritten as it is, so
    /// that the lost write can never be applied later, and the change is tried again.
    private func settle(line: Int, tag: String, revision: Int64) async throws -> Bool {
        var lastError = EtcdError.outcomeUnknown(address.endpoints[0])
        for _ in 0..<5 {
            do {
                let result = try await client.transaction(if: [], then: [.range(.key(keys.historyLine(line))), .range(.key(keys.head))])
                let ranges = try self.ranges(result, count: 2)
                if let written = ranges[0].keyValues.first {
                    return try decode(HistoryRecord.self, written) { $0.tag } == tag
                }
                let head = ranges[1].keyValues.first
                guard head?.modRevision ?? 0 == revision else { return false }
                let fence = try await client.transaction(
                    if: [unchanged(revision)], then: [.put(key: keys.head, value: try head?.value ?? JSONEncoder().encode(BoardHead()))])
                if fence.succeeded { return false }
            } catch let error as EtcdError where Self.outcomeIsUnknown(error) {
                lastError = error
            }
        }
        throw lastError
    }

    /// Writes a big change record in chunks (idempotent puts, so sent again when the outcome is unknown).
    private func writeChunks(of record: Data, as seq: Int) async throws {
        for (number, start) in stride(from: 0, to: record.count, by: Self.chunkLimit).enumerated() {
            let piece = record.subdata(in: start..<min(start + Self.chunkLimit, record.count))
            var attempt = 1
            while true {
                do {
                    try await client.put(keys.chunk(number, of: seq), piece)
                    break
                } catch {
                    guard Self.outcomeIsUnknown(error), attempt < 3 else { throw error }
                    attempt += 1
                }
            }
        }
    }

    /// Writes the projects of the head's pending change a transaction at a time, each guarded by the
    /// head's revision, then clears the mark. Stops quietly when the head changed (someone else finished).
    private func rollForward(_ head: BoardHead, revision: Int64) async throws {
        guard let pending = head.pending else { return }
        let change = try await storedChange(pending.seq)
        let writes = try projectOperations(applying: pending.inverse ? change.inverse : change)
        do {
            for start in stride(from: 0, to: writes.count, by: Self.projectOperationLimit) {
                let batch = Array(writes[start..<min(start + Self.projectOperationLimit, writes.count)])
                guard try await client.transaction(if: [unchanged(revision)], then: batch).succeeded else { return }
            }
            var done = head
            done.pending = nil
            _ = try await client.transaction(if: [unchanged(revision)], then: [.put(key: keys.head, value: try JSONEncoder().encode(done))])
        } catch let error as EtcdError where Self.outcomeIsUnknown(error) {
            return  // the next reader finds the mark and goes on
        }
    }

    /// The writes that make the projects as `change` leaves them.
    private func projectOperations(applying change: Change) throws -> [EtcdOperation] {
        let kept = Set(change.after.map(\.id))
        var operations: [EtcdOperation] = change.before.filter { !kept.contains($0.id) }.map { .delete(.key(keys.project($0.id))) }
        let encoder = JSONEncoder()
        for project in change.after {
            operations.append(.put(key: keys.project(project.id), value: try encoder.encode(ProjectRecord(project))))
        }
        return operations
    }

    // MARK: Reading keys

    /// What one read saw: the head, its revision (0: no head yet), and the ranges asked for.
    struct Read {
        let head: BoardHead
        let headRevision: Int64
        let ranges: [EtcdRange]
        /// The cluster's revision the read saw.
        let revision: Int64
    }

    /// The head and `operations`' ranges, read together; finishes a pending change first.
    func read(_ operations: [EtcdOperation]) async throws -> Read {
        for _ in 0..<Self.attemptLimit {
            let result = try await client.transaction(if: [], then: [.range(.key(keys.head))] + operations)
            let ranges = try self.ranges(result, count: operations.count + 1)
            let value = ranges[0].keyValues.first
            let head = try value.map(decodeHead) ?? BoardHead()
            if head.pending != nil {
                try await rollForward(head, revision: value?.modRevision ?? 0)
                continue
            }
            return Read(head: head, headRevision: value?.modRevision ?? 0, ranges: Array(ranges.dropFirst()), revision: result.revision)
        }
        throw StorageError.io(path: address.description, reason: "a change of many projects stayed unfinished")
    }

    /// The change on top of a stack: already read, or read now if the head still has `revision`.
    private func stackTop(_ seq: Int, known: [Int: Change], revision: Int64) async throws -> Change? {
        if let change = known[seq] { return change }
        return try await changes([seq], revision: revision)?[seq]
    }

    /// The changes numbered `seqs`, if the head still has `revision`.
    private func changes(_ seqs: [Int], revision: Int64) async throws -> [Int: Change]? {
        let result = try await client.transaction(if: [unchanged(revision)], then: seqs.map { .range(keys.change($0)) })
        guard result.succeeded else { return nil }
        var changes: [Int: Change] = [:]
        for (seq, range) in zip(seqs, try ranges(result, count: seqs.count)) { changes[seq] = try change(seq, from: range) }
        return changes
    }

    /// The change numbered `seq`, read on its own (its number is in the head, so it does not change).
    private func storedChange(_ seq: Int) async throws -> Change {
        try change(seq, from: try await client.range(keys.change(seq)))
    }

    /// The projects with these ids that exist, if the head still has `revision`. Many ids: the whole
    /// prefix in one range (a change of that many projects is as big as the board anyway).
    private func currentProjects(_ ids: Set<ProjectID>, revision: Int64) async throws -> [ProjectID: Project]? {
        let reads: [EtcdOperation] = ids.count > Self.projectOperationLimit
            ? [.range(.prefix(keys.projects))] : ids.map { .range(.key(keys.project($0))) }
        let result = try await client.transaction(if: [unchanged(revision)], then: reads)
        guard result.succeeded else { return nil }
        var found: [ProjectID: Project] = [:]
        for range in try ranges(result, count: reads.count) {
            for project in try decodeProjects(range.keyValues) where ids.contains(project.id) { found[project.id] = project }
        }
        return found
    }

    /// The ranges a read-only transaction returned, exactly `count` of them.
    func ranges(_ result: EtcdTransactionResult, count: Int) throws -> [EtcdRange] {
        guard result.results.count == count else {
            throw StorageError.io(path: address.description, reason: "etcd answered \(result.results.count) reads where \(count) were asked for")
        }
        return try result.results.map { result in
            guard case .range(let range) = result else {
                throw StorageError.io(path: address.description, reason: "etcd answered a read with a write's result")
            }
            return range
        }
    }

    /// The condition of every write: the head is as it was read.
    func unchanged(_ revision: Int64) -> EtcdCompare {
        EtcdCompare(keys.head, .equal, .modRevision(revision))
    }

    // MARK: Decoding

    private func decodeHead(_ value: EtcdKeyValue) throws -> BoardHead {
        let head = try decode(BoardHead.self, value) { $0 }
        guard head.format <= BoardHead.currentFormat else {
            throw StorageError.newerVersion(file: "\(address) key \(value.key)", found: head.format, supported: BoardHead.currentFormat)
        }
        return head
    }

    /// Projects from their values, read as one run of JSON values (far quicker than one read per
    /// value); when that fails, one at a time to name the key at fault.
    func decodeProjects(_ values: [EtcdKeyValue]) throws -> [Project] {
        guard !values.isEmpty else { return [] }
        var lines = Data()
        lines.reserveCapacity(values.reduce(0) { $0 + $1.value.count + 1 })
        for value in values {
            lines.append(value.value)
            lines.append(UInt8(ascii: "\n"))
        }
        if let records = try? JSONReader.readSequence(lines, of: { (reader) throws(JSONReadError) in try StoredProject(reading: &reader) }),
           records.count == values.count {
            return try zip(records, values).map { record, value in
                do { return try record.project() } catch let error as StoredValueError { throw corrupt(value.key, error.reason) }
            }
        }
        return try values.map { try decode(ProjectRecord.self, $0) { try $0.project() } }
    }

    private func change(_ seq: Int, from range: EtcdRange) throws -> Change {
        guard let first = range.keyValues.first else {
            throw corrupt(keys.chunk(0, of: seq), "the change the undo or redo stack names is missing")
        }
        let joined = range.keyValues.reduce(into: Data()) { $0.append($1.value) }
        return try decode(ChangeRecord.self, EtcdKeyValue(key: first.key, value: joined, createRevision: 0, modRevision: 0, version: 0)) {
            try $0.change()
        }
    }

    private func decode<Record: Decodable, Value>(
        _ type: Record.Type, _ value: EtcdKeyValue, _ convert: (Record) throws -> Value
    ) throws -> Value {
        let record: Record
        do { record = try JSONDecoder().decode(type, from: value.value) } catch { throw corrupt(value.key, "not the JSON this program writes") }
        do { return try convert(record) } catch let error as StoredValueError { throw corrupt(value.key, error.reason) }
    }

    private func corrupt(_ key: String, _ reason: String) -> StorageError {
        .corrupt(file: "\(address) key \(key)", reason: reason)
    }

    // MARK: Errors

    /// Whether a write may or may not have been applied.
    private static func outcomeIsUnknown(_ error: EtcdError) -> Bool {
        switch error {
        case .outcomeUnknown, .timedOut: true
        default: false
        }
    }

    /// Whether no member answered at all: reads then fall back to the cache.
    private func isOffline(_ error: EtcdError) -> Bool {
        switch error {
        case .unreachable, .timedOut: true
        default: false
        }
    }

    private var offlineReason: String { EtcdError.unreachable(address.endpoints).description }

    /// The Domain's error for an etcd failure; other errors pass as they are.
    private func storageError(_ error: any Error) -> any Error {
        guard let error = error as? EtcdError else { return error }
        switch error {
        case _ where isOffline(error): return StorageError.offline(reason: offlineReason)
        case .permissionDenied: return StorageError.notWritable(path: address.description, reason: error.description)
        default: return StorageError.io(path: address.description, reason: error.description)
        }
    }
}

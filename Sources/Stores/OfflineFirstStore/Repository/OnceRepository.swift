import Domain

/// A repository that can apply a change once: the remote half of an offline-first board. A change
/// carries an id that its write records in the same atomic step, and a second change with that id
/// writes nothing, however many times a sync is tried (a sync killed half-way is simply run again).
public protocol OnceRepository: ProjectRepository {
    /// ``Domain/ProjectRepository/change(reading:_:)`` that also records `id`; `nil` (calling nothing)
    /// when a change with `id` was recorded already. A decision of no event records nothing, not even `id`.
    func change<Result: Sendable>(
        once id: String, reading reads: ReadSet,
        _ decide: @Sendable (ReadView) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> Result?

    /// ``change(once:reading:_:)`` of several changes, in order, each decided (`decide(index, view)`)
    /// on the board as the ones before it left it: the results of the first few (at least one), which
    /// the remote may write in one atomic step. Throws only when not even the first one was done.
    func change<Result: Sendable>(
        once ids: [String], reading reads: [ReadSet],
        _ decide: @Sendable (Int, ReadView) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> [Result?]

    /// Writes `entry` as a history line that changes nothing else, unless `id` was recorded already.
    func note(once id: String, _ entry: HistoryEntry) async throws

    /// The board last read, without asking the servers again: they were just found out of reach
    /// (`offline`, the error they gave). Throws `offline` when no board was read yet.
    func lastSeenBoard(after offline: StorageError) async throws -> Board

    /// Why the last read was answered from what this machine kept rather than by the servers; `nil`
    /// when they answered.
    var lastReadOffline: StorageError? { get }
}

extension OnceRepository {
    /// One ``change(once:reading:_:)`` after another.
    public func change<Result: Sendable>(
        once ids: [String], reading reads: [ReadSet],
        _ decide: @Sendable (Int, ReadView) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> [Result?] {
        try await changeOneByOne(once: ids, reading: reads, decide)
    }

    /// The first `ids` (all of them unless `count` says fewer), each ``change(once:reading:_:)`` on its
    /// own; stops at the first error after one was done, which then says what was done.
    public func changeOneByOne<Result: Sendable>(
        once ids: [String], reading reads: [ReadSet], count: Int? = nil,
        _ decide: @Sendable (Int, ReadView) throws -> (event: WorkspaceEvent?, result: Result)
    ) async throws -> [Result?] {
        var results: [Result?] = []
        for index in ids.indices.prefix(count ?? ids.count) {
            do {
                results.append(try await change(once: ids[index], reading: reads[index]) { try decide(index, $0) })
            } catch where !results.isEmpty {
                return results
            }
        }
        return results
    }

    /// A remote that never answers from what it kept.
    public var lastReadOffline: StorageError? { nil }

    /// Reads the board, which serves the last one read when the servers do not answer.
    public func lastSeenBoard(after offline: StorageError) async throws -> Board {
        try await loadBoard(for: .unknown)
    }
}

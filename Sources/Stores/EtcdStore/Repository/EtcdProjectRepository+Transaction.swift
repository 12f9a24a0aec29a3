import Domain
import EtcdKit
import Foundation

/// One change, one transaction: a change reads what its ``Domain/ReadSet`` names (a few keys, in one
/// read), lets the use case decide, and writes the event in one etcd transaction that compares the
/// revision of the board's head key, which every change rewrites. When another writer came first the
/// transaction fails and ``change(reading:_:)`` reads and decides again; when the outcome is unknown,
/// the change's history line tells.
extension EtcdProjectRepository {
    /// What `reads` names, as one consistent view: the projects of `read`, and the stack tops with their
    /// projects read in a transaction that checks the head is unchanged. `nil` when it changed.
    func view(of read: Read, for reads: ReadSet) async throws -> (ReadView, [Int: Change])? {
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
        guard let tops = try await changes(wanted, in: read.head, revision: read.headRevision) else { return nil }
        let ids = Set(tops.values.flatMap { ($0.before + $0.after).map(\.id) })
        guard let current = try await currentProjects(ids, revision: read.headRevision) else { return nil }
        for id in ids { projects[id] = current[id] }
        return (ReadView(projects: projects, undoTop: undoTop.flatMap { tops[$0] }, redoTop: redoTop.flatMap { tops[$0] }), tops)
    }

    /// Writes `event` in one transaction guarded by the head's revision (and by its value, when the head
    /// was `guessed` rather than read); not `written` when another writer came first (nothing was
    /// written). With `headBack`, such a failed write brings the head as it is (`fresh`), so the next
    /// attempt of a change that reads nothing else need not read it. With `once`, the transaction also
    /// requires that id's key absent and writes it, so a replayed change applies once.
    func record(
        _ event: WorkspaceEvent, after read: Read, knowing tops: [Int: Change], guessed: Data? = nil, headBack: Bool = false,
        once id: String? = nil
    ) async throws -> (written: Bool, fresh: Read?) {
        var head = read.head, revision = read.headRevision
        var operations: [EtcdOperation] = []
        guard let step = try await step(for: event, head: &head, revision: &revision, knowing: tops) else {
            return (false, nil)
        }
        if let record = step.record { operations.append(.put(key: keys.chunk(0, of: step.seq), value: record)) }
        let (applied, date, seq, inverse) = (step.applied, step.date, step.seq, step.inverse)
        let entry = HistoryEntry(step.change, kind: step.kind, by: event.author, at: date)
        let (line, tag) = keepBooks(for: entry, head: &head, operations: &operations)
        let projectWrites = projectOperations(applying: applied)
        if projectWrites.count > Self.projectOperationLimit {
            head.pending = BoardHead.Pending(seq: seq, inverse: inverse)
        } else {
            operations += projectWrites
        }
        let headValue = head.value
        operations.append(.put(key: keys.head, value: headValue))
        var compares = [unchanged(revision)] + (guessed.map { [EtcdCompare(keys.head, .equal, .value($0))] } ?? [])
        if let id {
            compares.append(EtcdCompare(keys.applied(id), .equal, .version(0)))
            operations.append(.put(key: keys.applied(id), value: Data(String(line).utf8)))
        }
        var written: Int64 = 0, lost: EtcdTransactionResult?
        do {
            let result = try await client.transaction(if: compares, then: operations, else: headBack ? [.range(.key(keys.head))] : [])
            if result.succeeded { written = result.revision } else { lost = result }
        } catch {
            let unknown = Self.outcomeIsUnknown(error)
            guard unknown, try await settle(line: line, tag: tag, revision: revision) else {
                if step.chunked { _ = try? await client.delete(keys.change(seq)) }  // never applied, nor ever will be
                if unknown { return (false, nil) }
                throw error
            }
        }
        if let lost {
            // A big change's chunks were written under a number only this attempt knew: the next
            // attempt reserves another, so these go now rather than stay forever.
            if step.chunked { _ = try? await client.delete(keys.change(seq)) }
            return (false, headBack ? try freshRead(lost) : nil)
        }
        if head.pending != nil, written > 0 {
            // If this stops half-way, whoever reads the head next finishes it.
            try? await rollForward(head, revision: written, known: projectWrites)
        } else if written > 0 {
            headCache?.save(headValue, revision: written)
        }
        return (true, nil)
    }

    /// The head a failed write's answer carried, as a read of it would give; `nil` when it marks a
    /// change still being written (a read finishes that first).
    private func freshRead(_ result: EtcdTransactionResult) throws -> Read? {
        let value = try ranges(result, count: 1)[0].keyValues.first
        let head = try value.map(decodeHead) ?? BoardHead()
        guard head.pending == nil else { return nil }
        return Read(head: head, headRevision: value?.modRevision ?? 0, ranges: [], revision: result.revision)
    }

    /// After a write whose outcome is unknown (the connection broke, the member went silent): whether it
    /// was applied. Its history line says so; if the line is absent, the head is rewritten as it is, so
    /// that the lost write can never be applied later, and the change is tried again.
    func settle(line: Int, tag: String, revision: Int64) async throws -> Bool {
        var lastError = EtcdError.outcomeUnknown(address.endpoints[0])
        for _ in 0..<5 {
            do {
                let result = try await client.transaction(if: [], then: [.range(.key(keys.historyLine(line))), .range(.key(keys.head))])
                let ranges = try self.ranges(result, count: 2)
                if let written = ranges[0].keyValues.first {
                    return try decode(written, reading: HistoryRecord.init(value:)) { $0.tag } == tag
                }
                let head = ranges[1].keyValues.first
                guard head?.modRevision ?? 0 == revision else { return false }
                let fence = try await client.transaction(
                    if: [unchanged(revision)], then: [.put(key: keys.head, value: head?.value ?? BoardHead().value)])
                if fence.succeeded { return false }
            } catch let error as EtcdError where Self.outcomeIsUnknown(error) {
                lastError = error
            }
        }
        throw lastError
    }

    /// The change on top of a stack: already read, or read now if `head` still has `revision`.
    func stackTop(_ seq: Int, known: [Int: Change], in head: BoardHead, revision: Int64) async throws -> Change? {
        if let change = known[seq] { return change }
        return try await changes([seq], in: head, revision: revision)?[seq]
    }

    /// The changes numbered `seqs`, if `head` still has `revision` (it says which share a page).
    func changes(_ seqs: [Int], in head: BoardHead, revision: Int64) async throws -> [Int: Change]? {
        let pages = seqs.map(head.page(holding:))
        let reads = zip(seqs, pages).map { EtcdOperation.range(keys.change($1?.lowerBound ?? $0)) }
        let result = try await client.transaction(if: [unchanged(revision)], then: reads)
        guard result.succeeded else { return nil }
        var changes: [Int: Change] = [:]
        for ((seq, page), range) in zip(zip(seqs, pages), try ranges(result, count: seqs.count)) {
            changes[seq] = try change(seq, from: range, page: page)
        }
        return changes
    }

    /// The change numbered `seq`, read on its own (its number is in the head, so it does not change).
    func storedChange(_ seq: Int) async throws -> Change {
        try change(seq, from: try await client.range(keys.change(seq)))
    }

    /// The projects with these ids that exist, if the head still has `revision`. Many ids: the whole
    /// prefix in one range (a change of that many projects is as big as the board anyway).
    func currentProjects(_ ids: Set<ProjectID>, revision: Int64) async throws -> [ProjectID: Project]? {
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

    /// Whether a write may or may not have been applied.
    static func outcomeIsUnknown(_ error: EtcdError) -> Bool {
        switch error {
        case .outcomeUnknown, .timedOut: true
        default: false
        }
    }
}

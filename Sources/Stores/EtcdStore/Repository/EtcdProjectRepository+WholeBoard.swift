import Domain
import EtcdKit
import Foundation

/// Whole-board reads (`board`, `list`, `export`, every screen's reload), which at 10,000 projects would
/// otherwise make etcd's gateway write 10,000 JSON objects: they start from the board's copy
/// (``BoardSnapshot``) and add only the project keys written since.
extension EtcdProjectRepository {
    /// Every project and its stored value, with the head and the cluster's revision they were read at.
    struct EveryProject {
        let projects: [Project]
        let values: [Data]
        let head: BoardHead
        let revision: Int64
        /// The newest history lines, when the read brought them (each line's value, the last one
        /// numbered `head.lines - 1`): the lines a board read since its copy.
        var newestLines: [Data] = []
        /// Whether a change still being written was applied on top of the keys read: then the values
        /// are not the keys' at `revision`, and are no copy to keep.
        var unfinished = false
    }

    /// Every project on the board. When the board's copy (``BoardSnapshot``) adds up, it is the copy
    /// plus the project keys written since it, read in one transaction that checks nothing moved in
    /// between: a few large values instead of one per project. Otherwise (no copy yet, a project
    /// deleted since) one range of every project key, and a new copy for the next reader.
    func readEveryProject() async throws -> EveryProject {
        if let every = try await readOnKeptCopy() { return every }
        var latest = try await read([.range(.key(keys.snapshot))], finishing: false)
        for _ in 0..<3 {
            guard latest.unfinished == nil, let stored = latest.ranges[0].keyValues.first,
                  let copy = try? JSONDecoder().decode(BoardSnapshot.self, from: stored.value),
                  copy.format == BoardSnapshot.currentFormat else { break }
            let result = try await client.transaction(
                if: [unchanged(latest.headRevision), EtcdCompare(keys.snapshot, .equal, .modRevision(stored.modRevision))],
                then: [
                    .range(keys.snapshotChunks(at: copy.revision)), .rangeModified(.prefix(keys.projects), after: copy.revision),
                    .rangeModified(.prefix(keys.history), after: copy.revision),
                ])
            guard result.succeeded else {
                latest = try await read([.range(.key(keys.snapshot))], finishing: false)  // someone wrote meanwhile: again
                continue
            }
            let ranges = try self.ranges(result, count: 3)
            guard let (copied, copiedValues) = projects(of: copy, in: ranges[0]),
                  let lines = try? historyLines(in: ranges[2].keyValues),
                  let (projects, values) = combine(copied, copiedValues, changed: ranges[1], lines: lines) else { break }
            let every = EveryProject(projects: projects, values: values, head: latest.head, revision: result.revision)
            // Keys written since the copy cost one gateway object each: past a sixteenth of the board,
            // the next reader starts from a new copy (exact: taken at the revision just read).
            if max(ranges[1].keyValues.count, ranges[2].keyValues.count) > max(64, copy.count / 16) {
                await writeSnapshot(of: values, at: result.revision, replacing: stored.modRevision)
            }
            return every
        }
        let read = try await self.read([.range(.prefix(keys.projects)), .range(.key(keys.snapshot))], finishing: false)
        if let unfinished = read.unfinished {
            let projects = Self.unfinished(unfinished, on: try decodeProjects(read.ranges[0].keyValues)) { _ in true }
            return EveryProject(projects: projects, values: projects.map(ProjectRecord.value(of:)), head: read.head, revision: read.revision, unfinished: true)
        }
        let values = read.ranges[0].keyValues
        let every = EveryProject(projects: try decodeProjects(values), values: values.map(\.value), head: read.head, revision: read.revision)
        // A board with no head has never been written (a mistyped name, say): a read leaves no key behind.
        if read.headRevision != 0 {
            await writeSnapshot(of: every.values, at: read.revision, replacing: read.ranges[1].keyValues.first?.modRevision ?? 0)
        }
        return every
    }

    /// The board from the copy this machine kept (the offline cache: the values of the last whole read,
    /// at a known revision) and what changed since, in one read of the head, the project keys and the
    /// history lines written since: at 10,000 projects, a few keys cross the network instead of 4 MB.
    /// `nil` (read the board's copy in etcd instead) without a kept copy, or when it does not add up,
    /// or when the history lines since are not exactly those the head counted since (another cluster
    /// at the same address, say).
    ///
    /// Every change writes the head, last: a head not written since the copy means no project key was,
    /// and then the read asks only for the head and how many project keys there are. That spares etcd
    /// the read of the keys written since, which makes it load every project's value to compare its
    /// revision (about 15 ms at 10,000 projects).
    ///
    /// The question goes out first, with the revision of the copy's first line: the copy is read while
    /// etcd answers.
    private func readOnKeptCopy() async throws -> EveryProject? {
        guard let cache, let revision = cache.savedRevision() else { return nil }
        let since: [EtcdOperation] = [
            .range(.key(keys.head)), .rangeModified(.prefix(keys.projects), after: revision),
            .rangeModified(.prefix(keys.history), after: revision),
        ]
        async let answer = client.transaction(
            if: [EtcdCompare(keys.head, .less, .modRevision(revision + 1))],
            then: [.range(.key(keys.head)), .count(.prefix(keys.projects))], else: since)
        let copy = cache.copy()
        let result = try await answer
        // (Another process may have replaced the copy in between: then it is not the one asked about.)
        guard let kept = copy, kept.revision == revision else { return nil }
        let ranges = try self.ranges(result, count: result.succeeded ? 2 : since.count)
        let head = try ranges[0].keyValues.first.map(decodeHead) ?? BoardHead()
        guard head.pending == nil, kept.revision <= result.revision else { return nil }
        if result.succeeded {
            guard head.lines == kept.lines, ranges[1].count == Int64(kept.projects.count) else { return nil }
            return EveryProject(projects: kept.projects, values: kept.values, head: head, revision: result.revision)
        }
        let written = min(head.lines - kept.lines, Workspace.historyLimit)
        guard written >= 0, let lines = try? historyLines(in: ranges[2].keyValues, from: head.lines - written, to: head.lines), lines.count == written,
              let (projects, values) = combine(kept.projects, kept.values, changed: ranges[1], lines: lines) else { return nil }
        return EveryProject(projects: projects, values: values, head: head, revision: result.revision, newestLines: lines.map(\.value))
    }

    /// The projects of `copy` and their values, from its `chunks`; `nil` when a chunk is missing or
    /// holds what is not a project.
    private func projects(of copy: BoardSnapshot, in chunks: EtcdRange) -> ([Project], [Data])? {
        guard chunks.keyValues.count == copy.chunks else { return nil }
        var projects: [Project] = [], values: [Data] = []
        projects.reserveCapacity(copy.count)
        values.reserveCapacity(copy.count)
        for chunk in chunks.keyValues {
            guard let lines = ProjectRecord.lines(in: chunk.value) else { return nil }
            projects += lines.projects
            values += lines.values
        }
        return projects.count == copy.count ? (projects, values) : nil
    }

    /// The board from a copy's `projects` and `values`, the project keys `changed` since and the history
    /// `lines` written since, or `nil` when they do not add up.
    ///
    /// A deleted project leaves no key, so its deletion is found through the history line of the change
    /// that deleted it, which names its projects: a project of the copy that a line since names, and
    /// whose key was not written since, is gone. The read also says how many project keys exist, and
    /// every one the copy lacks was written since: when the result does not have exactly that many (a
    /// change too big to name its projects, a chunk missing, a value that is not a project), it is not
    /// used.
    private func combine(_ projects: [Project], _ values: [Data], changed: EtcdRange, lines: [EtcdKeyValue]) -> ([Project], [Data])? {
        var (projects, values) = (projects, values)
        guard let newer = try? decodeProjects(changed.keyValues) else { return nil }
        if !newer.isEmpty {
            var position: [ProjectID: Int] = [:]
            position.reserveCapacity(projects.count)
            for (index, project) in projects.enumerated() { position[project.id] = index }
            for (project, keyValue) in zip(newer, changed.keyValues) {
                if let index = position[project.id] {
                    projects[index] = project
                    values[index] = keyValue.value
                } else {
                    projects.append(project)
                    values.append(keyValue.value)
                }
            }
        }
        let written = Set(newer.map(\.id))
        var gone = Set<ProjectID>()
        for line in lines {
            guard let entry = try? HistoryRecord(value: line.value).entry() else { return nil }
            gone.formUnion(entry.projectIDs.lazy.filter { !written.contains($0) })
        }
        if !gone.isEmpty {
            let kept = projects.indices.filter { !gone.contains(projects[$0].id) }
            (projects, values) = (kept.map { projects[$0] }, kept.map { values[$0] })
        }
        return changed.count == Int64(projects.count) ? (projects, values) : nil
    }

    /// Writes a copy of every project (their values as read at `revision`, one a line, in chunks) and
    /// makes it the one readers start from, unless another copy was made meanwhile; older copies go
    /// with it. A failure changes nothing that matters: the copy is only a shortcut.
    private func writeSnapshot(of values: [Data], at revision: Int64, replacing current: Int64) async {
        var chunks: [Data] = [], chunk = Data()
        for value in values {
            if !chunk.isEmpty, chunk.count + value.count + 1 > Self.chunkLimit {
                chunks.append(chunk)
                chunk = Data()
            }
            if !chunk.isEmpty { chunk.append(UInt8(ascii: "\n")) }
            chunk.append(value)
        }
        if !chunk.isEmpty { chunks.append(chunk) }
        do {
            for (number, chunk) in chunks.enumerated() { try await client.put(keys.snapshotChunk(number, at: revision), chunk) }
            let copy = BoardSnapshot(revision: revision, count: values.count, chunks: chunks.count)
            _ = try await client.transaction(
                if: [EtcdCompare(keys.snapshot, .equal, .modRevision(current))],
                then: [.put(key: keys.snapshot, value: try JSONEncoder().encode(copy))] + keys.snapshotChunks(except: revision).map(EtcdOperation.delete),
                else: [.delete(keys.snapshotChunks(at: revision))])
        } catch {
            // Not installed: the next whole-board read reads every key and tries again.
        }
    }
}

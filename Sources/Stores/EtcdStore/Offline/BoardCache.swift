import Domain
import Foundation

/// The last board read from etcd, kept in a local file so that reads still show it while no member
/// answers, and so that the next whole-board read asks etcd only for what changed since. One JSON line
/// of facts, then one line per project (the values exactly as etcd holds them, so saving costs no
/// encoding). Replaced whole (``CacheFile``); a missing or damaged cache is no cache.
struct BoardCache: Sendable {
    /// What the first line says.
    private struct Facts: Codable {
        var format: Int
        var canUndo: Bool
        var canRedo: Bool
        var savedAt: Double
        /// The cluster's revision the board was read at (absent in caches of older versions).
        var revision: Int64?
        /// How many history lines the board's head counted then (absent in caches of older versions).
        var lines: Int?
    }

    /// The board as last seen, and when.
    struct Snapshot {
        let board: Board
        let savedAt: Date
    }

    /// The projects as last read and their values, at a known revision: a copy of the board that a
    /// read brings up to date with the keys written since.
    struct Copy {
        let projects: [Project]
        let values: [Data]
        /// The cluster's revision they were read at.
        let revision: Int64
        /// How many history lines the head counted at that revision.
        let lines: Int
    }

    let file: URL

    /// Replaces the cache with this board, read at the cluster's `revision` when the head counted
    /// `lines` history lines; a failure to write it is ignored (it is only a cache).
    func save(projectValues: [Data], canUndo: Bool, canRedo: Bool, revision: Int64, lines: Int, at date: Date) {
        let facts = Facts(format: 1, canUndo: canUndo, canRedo: canRedo, savedAt: date.timeIntervalSinceReferenceDate, revision: revision, lines: lines)
        guard let header = try? JSONEncoder().encode(facts) else { return }
        var data = Data(capacity: header.count + projectValues.reduce(0) { $0 + $1.count + 1 } + 1)
        data.append(header)
        for value in projectValues where value.withUnsafeBytes({ !$0.contains(UInt8(ascii: "\n")) }) {
            data.append(UInt8(ascii: "\n"))
            data.append(value)
        }
        data.append(UInt8(ascii: "\n"))
        CacheFile.replace(file, with: data)
    }

    /// The cluster's revision the cached board was read at, from the cache's first line alone (a board
    /// read at the same revision is the same board, and need not be written again).
    func savedRevision() -> Int64? {
        guard let handle = try? FileHandle(forReadingFrom: file) else { return nil }
        defer { try? handle.close() }
        guard let start = try? handle.read(upToCount: 512), let end = start.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        return (try? JSONDecoder().decode(Facts.self, from: start[..<end]))?.revision
    }

    /// The board as last saved, or `nil` when there is none or it cannot be read.
    func load() -> Snapshot? {
        guard let (facts, projects, _) = read() else { return nil }
        return Snapshot(board: Board(projects: projects, canUndo: facts.canUndo, canRedo: facts.canRedo),
                        savedAt: Date(timeIntervalSinceReferenceDate: facts.savedAt))
    }

    /// The projects as last saved with their values, when the cache says at which revision and history
    /// line they were read (an older version's cache does not).
    func copy() -> Copy? {
        guard let (facts, projects, values) = read(), let revision = facts.revision, let lines = facts.lines else { return nil }
        return Copy(projects: projects, values: values, revision: revision, lines: lines)
    }

    /// The facts, the projects and their values, read as one run of JSON values after the first line.
    private func read() -> (Facts, [Project], [Data])? {
        guard let data = try? Data(contentsOf: file), let end = data.firstIndex(of: UInt8(ascii: "\n")),
              let facts = try? JSONDecoder().decode(Facts.self, from: data[..<end]), facts.format == 1 else { return nil }
        guard let lines = ProjectRecord.lines(in: data[(end + 1)...]) else { return nil }
        return (facts, lines.projects, lines.values)
    }
}

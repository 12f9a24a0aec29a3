import Domain
import Foundation

/// The last board read from etcd, kept in a local file so that reads still show it while no member
/// answers. One JSON line of facts, then one line per project (the values exactly as etcd holds them,
/// so saving costs no encoding). Replaced atomically (a temporary file renamed over it); a missing or
/// damaged cache is no cache.
struct BoardCache: Sendable {
    /// What the first line says.
    private struct Facts: Codable {
        var format: Int
        var canUndo: Bool
        var canRedo: Bool
        var savedAt: Double
        /// The cluster's revision the board was read at (absent in caches of older versions).
        var revision: Int64?
    }

    /// The board as last seen, and when.
    struct Snapshot {
        let board: Board
        let savedAt: Date
    }

    let file: URL

    /// Replaces the cache with this board, read at the cluster's `revision`; a failure to write it is
    /// ignored (it is only a cache).
    func save(projectValues: [Data], canUndo: Bool, canRedo: Bool, revision: Int64, at date: Date) {
        let facts = Facts(format: 1, canUndo: canUndo, canRedo: canRedo, savedAt: date.timeIntervalSinceReferenceDate, revision: revision)
        guard let header = try? JSONEncoder().encode(facts) else { return }
        var data = Data(capacity: header.count + projectValues.reduce(0) { $0 + $1.count + 1 } + 1)
        data.append(header)
        for value in projectValues where value.withUnsafeBytes({ !$0.contains(UInt8(ascii: "\n")) }) {
            data.append(UInt8(ascii: "\n"))
            data.append(value)
        }
        data.append(UInt8(ascii: "\n"))
        let directory = file.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try? data.write(to: file, options: .atomic)
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
        guard let data = try? Data(contentsOf: file) else { return nil }
        let lines = data.split(separator: UInt8(ascii: "\n"))
        guard let first = lines.first, let facts = try? JSONDecoder().decode(Facts.self, from: first), facts.format == 1 else { return nil }
        let decoder = JSONDecoder()
        var projects: [Project] = []
        for line in lines.dropFirst() {
            guard let record = try? decoder.decode(ProjectRecord.self, from: line), let project = try? record.project() else { return nil }
            projects.append(project)
        }
        return Snapshot(board: Board(projects: projects, canUndo: facts.canUndo, canRedo: facts.canRedo),
                        savedAt: Date(timeIntervalSinceReferenceDate: facts.savedAt))
    }
}

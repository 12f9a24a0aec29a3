import Domain
import FastCoding

/// Builds the bytes of a `snapshot.json` (see ``LineSnapshot``): lines are added to their section, and
/// ``bytes(sequence:)`` puts the header in front.
struct SnapshotWriter {
    enum Section: Int { case history, undo, redo, projects }

    private var sections: [[UInt8]] = [[], [], [], []]
    private var counts = [0, 0, 0, 0]

    /// Adds one line (without its newline), as stored or as encoded by ``line(_:)-swift.type.method``.
    mutating func add(_ line: some Collection<UInt8>, to section: Section) {
        sections[section.rawValue] += line
        sections[section.rawValue].append(UInt8(ascii: "\n"))
        counts[section.rawValue] += 1
    }

    /// Makes room for about `bytes` bytes of projects, so a 100,000-project section grows once.
    mutating func reserveProjects(_ bytes: Int) {
        sections[Section.projects.rawValue].reserveCapacity(bytes)
    }

    /// The whole file: the header, then the sections in order.
    func bytes(sequence: Int) -> [UInt8] {
        var offset = SnapshotHeader.length
        let spans = sections.indices.map { index in
            defer { offset += sections[index].count }
            return SnapshotHeader.Section(offset: offset, end: offset + sections[index].count, count: counts[index])
        }
        let header = SnapshotHeader(
            version: StoreFormat.version, sequence: sequence, history: spans[0], undo: spans[1], redo: spans[2], projects: spans[3]
        )
        var bytes = header.line
        bytes.reserveCapacity(offset)
        for section in sections { bytes += section }
        return bytes
    }

    /// A whole workspace as a snapshot (a migration from the first format).
    static func bytes(of workspace: Workspace, sequence: Int) -> [UInt8] {
        var writer = SnapshotWriter()
        for entry in workspace.history { writer.add(line(entry), to: .history) }
        for change in workspace.undoStack { writer.add(line(change), to: .undo) }
        for change in workspace.redoStack { writer.add(line(change), to: .redo) }
        for project in workspace.projects.values.sorted(by: { $0.id < $1.id }) { writer.add(line(project), to: .projects) }
        return writer.bytes(sequence: sequence)
    }

    static func line(_ project: Project) -> [UInt8] {
        var writer = JSONWriter()
        ProjectDTO(project).write(to: &writer)
        return writer.bytes
    }

    static func line(_ entry: HistoryEntry) -> [UInt8] {
        var writer = JSONWriter()
        HistoryEntryDTO(entry).write(to: &writer)
        return writer.bytes
    }

    static func line(_ change: Change) -> [UInt8] {
        var writer = JSONWriter(capacity: 256 * (change.before.count + change.after.count + 1))
        ChangeDTO(change).write(to: &writer)
        return writer.bytes
    }
}

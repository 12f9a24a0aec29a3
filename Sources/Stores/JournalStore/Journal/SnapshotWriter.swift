import Domain
import FastCoding
import StoreRecords

/// Builds the bytes of a `snapshot.json` (see ``LineSnapshot``): lines are added to their section, and
/// ``bytes(sequence:)`` lays out each author's stack lines and puts the header in front.
struct SnapshotWriter {
    enum Section: Int { case history, projects }

    private var sections: [[UInt8]] = [[], []]
    private var counts = [0, 0]
    /// Each author's stack lines, oldest first: laid out as runs, authors in order, by ``bytes(sequence:)``.
    private var stacks: [Author: (undo: [[UInt8]], redo: [[UInt8]])] = [:]

    /// Adds one line (without its newline), as stored or as encoded by ``line(_:)-swift.type.method``.
    mutating func add(_ line: some Collection<UInt8>, to section: Section) {
        sections[section.rawValue] += line
        sections[section.rawValue].append(UInt8(ascii: "\n"))
        counts[section.rawValue] += 1
    }

    /// Adds `project`'s line to the projects, encoded in place.
    mutating func add(_ project: Project) {
        var writer = JSONWriter(appendingTo: sections[Section.projects.rawValue])
        sections[Section.projects.rawValue] = []
        StoredProject(project).write(to: &writer)
        writer.raw("\n")
        sections[Section.projects.rawValue] = writer.bytes
        counts[Section.projects.rawValue] += 1
    }

    /// Adds one line to the top of `author`'s undo (or redo) stack, kept as it is given (an import's undo
    /// step is a line of hundreds of megabytes: it is never copied).
    mutating func add(_ line: [UInt8], toStackOf author: Author, undo: Bool) {
        if undo { stacks[author, default: ([], [])].undo.append(line) } else { stacks[author, default: ([], [])].redo.append(line) }
    }

    /// Makes room for about `bytes` bytes of projects, so a 100,000-project section grows once.
    mutating func reserveProjects(_ bytes: Int) {
        sections[Section.projects.rawValue].reserveCapacity(bytes)
    }

    /// The whole file in one buffer: ``parts(sequence:)`` joined.
    func bytes(sequence: Int) -> [UInt8] {
        let parts = parts(sequence: sequence)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(parts.reduce(0) { $0 + $1.count })
        for part in parts { bytes += part }
        return bytes
    }

    /// The whole file as parts to write one after another: the header, then the history, the undo and
    /// redo runs, the authors and the projects. The sections and any long line are handed over as they
    /// are, not copied into one buffer (at a million projects, each copy is hundreds of megabytes).
    func parts(sequence: Int) -> [[UInt8]] {
        let authors = stacks.keys.sorted()
        var parts: [[UInt8]] = [[], sections[0]], pending: [UInt8] = []
        var offset = SnapshotHeader.length + sections[0].count
        func run(_ lines: [[UInt8]]) -> SnapshotHeader.Section {
            let start = offset
            for line in lines {
                if line.count < Self.separatePart {
                    pending += line
                } else {
                    parts += [pending, line]
                    pending = []
                }
                pending.append(UInt8(ascii: "\n"))
                offset += line.count + 1
            }
            return SnapshotHeader.Section(offset: start, end: offset, count: lines.count)
        }
        let history = SnapshotHeader.Section(offset: SnapshotHeader.length, end: offset, count: counts[0])
        let undoRuns = authors.map { run(stacks[$0]?.undo ?? []) }
        let undo = SnapshotHeader.Section(offset: history.end, end: offset, count: undoRuns.reduce(0) { $0 + $1.count })
        let redoRuns = authors.map { run(stacks[$0]?.redo ?? []) }
        let redo = SnapshotHeader.Section(offset: undo.end, end: offset, count: redoRuns.reduce(0) { $0 + $1.count })
        let authorSection = run(authors.indices.map { AuthorStacks(author: authors[$0], undo: undoRuns[$0], redo: redoRuns[$0]).line })
        let projects = SnapshotHeader.Section(offset: offset, end: offset + sections[1].count, count: counts[1])
        parts[0] = SnapshotHeader(
            version: StoreFormat.version, sequence: sequence, history: history, undo: undo, redo: redo,
            authors: authorSection, projects: projects
        ).line
        return parts + [pending, sections[1]]
    }

    /// A stack line at least this long is a part of its own rather than copied with its neighbours.
    private static let separatePart = 1 << 16

    /// A whole workspace as a snapshot (a migration from an older format).
    static func bytes(of workspace: Workspace, sequence: Int) -> [UInt8] {
        var writer = SnapshotWriter()
        for entry in workspace.history { writer.add(line(entry), to: .history) }
        for (author, stack) in workspace.undoStacks { for change in stack { writer.add(line(change), toStackOf: author, undo: true) } }
        for (author, stack) in workspace.redoStacks { for change in stack { writer.add(line(change), toStackOf: author, undo: false) } }
        for project in workspace.projects.values.sorted(by: { $0.id < $1.id }) { writer.add(line(project), to: .projects) }
        return writer.bytes(sequence: sequence)
    }

    static func line(_ project: Project) -> [UInt8] {
        var writer = JSONWriter()
        StoredProject(project).write(to: &writer)
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

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

    /// Adds one line to the top of `author`'s undo (or redo) stack.
    mutating func add(_ line: some Collection<UInt8>, toStackOf author: Author, undo: Bool) {
        if undo { stacks[author, default: ([], [])].undo.append(Array(line)) } else { stacks[author, default: ([], [])].redo.append(Array(line)) }
    }

    /// Makes room for about `bytes` bytes of projects, so a 100,000-project section grows once.
    mutating func reserveProjects(_ bytes: Int) {
        sections[Section.projects.rawValue].reserveCapacity(bytes)
    }

    /// The whole file: the header, then the history, the undo and redo runs, the authors and the projects.
    func bytes(sequence: Int) -> [UInt8] {
        let authors = stacks.keys.sorted()
        func run(_ lines: [[UInt8]], at offset: inout Int, into section: inout [UInt8]) -> SnapshotHeader.Section {
            let start = offset
            for line in lines {
                section += line
                section.append(UInt8(ascii: "\n"))
                offset += line.count + 1
            }
            return SnapshotHeader.Section(offset: start, end: offset, count: lines.count)
        }
        let history = SnapshotHeader.Section(offset: SnapshotHeader.length, end: SnapshotHeader.length + sections[0].count, count: counts[0])
        var (undoBytes, redoBytes, offset) = ([UInt8](), [UInt8](), history.end)
        let undoRuns = authors.map { run(stacks[$0]?.undo ?? [], at: &offset, into: &undoBytes) }
        let undo = SnapshotHeader.Section(offset: history.end, end: offset, count: undoRuns.reduce(0) { $0 + $1.count })
        let redoRuns = authors.map { run(stacks[$0]?.redo ?? [], at: &offset, into: &redoBytes) }
        let redo = SnapshotHeader.Section(offset: undo.end, end: offset, count: redoRuns.reduce(0) { $0 + $1.count })
        var authorBytes: [UInt8] = []
        let lines = authors.indices.map { AuthorStacks(author: authors[$0], undo: undoRuns[$0], redo: redoRuns[$0]).line }
        let authorSection = run(lines, at: &offset, into: &authorBytes)
        let projects = SnapshotHeader.Section(offset: offset, end: offset + sections[1].count, count: counts[1])
        let header = SnapshotHeader(
            version: StoreFormat.version, sequence: sequence, history: history, undo: undo, redo: redo,
            authors: authorSection, projects: projects
        )
        var bytes = header.line
        bytes.reserveCapacity(projects.end)
        for part in [sections[0], undoBytes, redoBytes, authorBytes, sections[1]] { bytes += part }
        return bytes
    }

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

import Domain
import FastCoding
import StoreRecords

/// Builds the bytes of a `snapshot.json` (see ``LineSnapshot``): lines are added to their section, each
/// sealed (``SealedLine``), and ``bytes(sequence:lineage:)`` lays out each author's stack lines and puts
/// the header in front.
struct SnapshotWriter {
    enum Section: Int { case history, projects }

    /// A stack line: its JSON and its seal, apart so that a long line is never copied to be sealed.
    typealias StackLine = (json: [UInt8], seal: [UInt8])

    private var sections: [[UInt8]] = [[], []]
    private var counts = [0, 0]
    /// Each author's stack lines, oldest first: laid out as runs, authors in order, by ``bytes(sequence:lineage:)``.
    private var stacks: [Author: (undo: [StackLine], redo: [StackLine])] = [:]

    /// Adds one line encoded by ``line(_:)-swift.type.method`` (without its newline), sealed here.
    mutating func add(_ json: some Collection<UInt8>, to section: Section) {
        let start = sections[section.rawValue].count
        sections[section.rawValue] += json
        SealedLine.seal(&sections[section.rawValue], from: start)
        sections[section.rawValue].append(UInt8(ascii: "\n"))
        counts[section.rawValue] += 1
    }

    /// Adds one line as a snapshot stored it, sealed and checked already: copied as it is.
    mutating func add(stored line: some Collection<UInt8>, to section: Section) {
        sections[section.rawValue] += line
        sections[section.rawValue].append(UInt8(ascii: "\n"))
        counts[section.rawValue] += 1
    }

    /// Adds `project`'s line to the projects, encoded and sealed in place.
    mutating func add(_ project: Project) {
        let start = sections[Section.projects.rawValue].count
        var writer = JSONWriter(appendingTo: sections[Section.projects.rawValue])
        sections[Section.projects.rawValue] = []
        StoredProject(project).write(to: &writer)
        // The writer ends here: one still holding the section would make each seal copy all of it.
        var section = (consume writer).bytes
        SealedLine.seal(&section, from: start)
        section.append(UInt8(ascii: "\n"))
        sections[Section.projects.rawValue] = section
        counts[Section.projects.rawValue] += 1
    }

    /// Adds one encoded line to the top of `author`'s undo (or redo) stack, kept as it is given (an
    /// import's undo step is a line of hundreds of megabytes: it is never copied).
    mutating func add(_ json: [UInt8], toStackOf author: Author, undo: Bool) {
        add((json, SealedLine.seal(of: json)), toStackOf: author, undo: undo)
    }

    /// Adds one line as a snapshot stored it (sealed and checked) to the top of `author`'s stack.
    mutating func add(stored line: ArraySlice<UInt8>, toStackOf author: Author, undo: Bool) {
        add((Array(SealedLine.json(line)), Array(line.suffix(SealedLine.length))), toStackOf: author, undo: undo)
    }

    private mutating func add(_ line: StackLine, toStackOf author: Author, undo: Bool) {
        if undo { stacks[author, default: ([], [])].undo.append(line) } else { stacks[author, default: ([], [])].redo.append(line) }
    }

    /// Makes room for about `bytes` bytes of projects, so a 100,000-project section grows once.
    mutating func reserveProjects(_ bytes: Int) {
        sections[Section.projects.rawValue].reserveCapacity(bytes)
    }

    /// The whole file in one buffer: ``parts(sequence:lineage:)`` joined.
    func bytes(sequence: Int, lineage: SnapshotLineage) -> [UInt8] {
        let parts = parts(sequence: sequence, lineage: lineage)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(parts.reduce(0) { $0 + $1.count })
        for part in parts { bytes += part }
        return bytes
    }

    /// The whole file as parts to write one after another: the header, then the history, the undo and
    /// redo runs, the authors and the projects. The sections and any long line are handed over as they
    /// are, not copied into one buffer (at a million projects, each copy is hundreds of megabytes).
    func parts(sequence: Int, lineage: SnapshotLineage) -> [[UInt8]] {
        let authors = stacks.keys.sorted()
        var parts: [[UInt8]] = [[], sections[0]], pending: [UInt8] = []
        var offset = SnapshotHeader.length + sections[0].count
        func run(_ lines: [StackLine]) -> SnapshotHeader.Section {
            let start = offset
            for line in lines {
                if line.json.count < Self.separatePart {
                    pending += line.json
                } else {
                    parts += [pending, line.json]
                    pending = []
                }
                pending += line.seal
                pending.append(UInt8(ascii: "\n"))
                offset += line.json.count + line.seal.count + 1
            }
            return SnapshotHeader.Section(offset: start, end: offset, count: lines.count)
        }
        let history = SnapshotHeader.Section(offset: SnapshotHeader.length, end: offset, count: counts[0])
        let undoRuns = authors.map { run(stacks[$0]?.undo ?? []) }
        let undo = SnapshotHeader.Section(offset: history.end, end: offset, count: undoRuns.reduce(0) { $0 + $1.count })
        let redoRuns = authors.map { run(stacks[$0]?.redo ?? []) }
        let redo = SnapshotHeader.Section(offset: undo.end, end: offset, count: redoRuns.reduce(0) { $0 + $1.count })
        let authorSection = run(authors.indices.map {
            let json = AuthorStacks(author: authors[$0], undo: undoRuns[$0], redo: redoRuns[$0]).line
            return (json, SealedLine.seal(of: json))
        })
        let projects = SnapshotHeader.Section(offset: offset, end: offset + sections[1].count, count: counts[1])
        parts[0] = SnapshotHeader(
            version: StoreFormat.version, sequence: sequence, lineage: lineage, history: history, undo: undo, redo: redo,
            authors: authorSection, projects: projects
        ).line
        return parts + [pending, sections[1]]
    }

    /// A stack line at least this long is a part of its own rather than copied with its neighbours.
    private static let separatePart = 1 << 16

    /// A whole workspace as a snapshot (a migration from an older format, a repair): it folds no journal.
    static func bytes(of workspace: Workspace, sequence: Int, lineage: SnapshotLineage = SnapshotLineage(after: "", folded: -1)) -> [UInt8] {
        var writer = SnapshotWriter()
        for entry in workspace.history { writer.add(line(entry), to: .history) }
        for (author, stack) in workspace.undoStacks { for change in stack { writer.add(line(change), toStackOf: author, undo: true) } }
        for (author, stack) in workspace.redoStacks { for change in stack { writer.add(line(change), toStackOf: author, undo: false) } }
        for project in workspace.projects.values.sorted(by: { $0.id < $1.id }) { writer.add(line(project), to: .projects) }
        return writer.bytes(sequence: sequence, lineage: lineage)
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

    /// A change's line. `images` is told where each project's image lies in it (the before images', then
    /// the after images'): each is the very JSON of that project's line, which a snapshot can copy.
    static func line(_ change: Change, images: (Range<Int>) -> Void = { _ in }) -> [UInt8] {
        var writer = JSONWriter(capacity: 256 * (change.before.count + change.after.count + 1))
        ChangeDTO(change).write(to: &writer, written: images)
        return writer.bytes
    }
}

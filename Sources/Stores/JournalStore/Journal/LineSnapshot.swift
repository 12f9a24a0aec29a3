import Domain
import FastCoding
import Foundation
import StoreRecords

/// The compacted store, `snapshot.json`, read a part at a time: a header line, then five sections of
/// JSON lines: the history, the undo stacks and the redo stacks (each author's run of lines oldest first,
/// authors in order), the authors (where each one's runs lie, see ``AuthorStacks``) and the projects
/// **sorted by id**.
///
/// Why this layout: a sorted line file is its own index. Finding a project is a binary search by
/// offset (a dozen small reads at 100,000 projects), a prefix is a lower bound followed by a short scan,
/// and the top of a stack is its last line, found by reading backwards from the section's end. So a
/// command that touches one project reads a few kilobytes whatever the board's size; only the board, a
/// listing and an export read the projects section whole, and they stream it. The search by id is in
/// `LineSnapshot+ProjectSearch.swift`, the reading of a section's lines in `LineSnapshot+SectionLines.swift`.
final class LineSnapshot: Sendable {
    let header: SnapshotHeader
    /// Each author's runs of stack lines. A format-2 snapshot has one pair of stacks, the legacy author's.
    let stacks: [Author: AuthorStacks]
    /// Who the history lines without an author (format 2) are credited to.
    let legacyAuthor: Author
    /// The snapshot, only ever read (a compaction writes a new one beside it).
    let file: ReadOnlyFile

    /// What the first bytes of a snapshot say it is.
    enum Kind {
        /// The current format, opened.
        case current(LineSnapshot)
        /// A store of the first format (one JSON document), to be migrated.
        case legacy

        /// Whether it is the snapshot named `id`.
        func isSnapshot(_ id: String) -> Bool {
            if case let .current(snapshot) = self { snapshot.header.lineage?.id == id } else { false }
        }
    }

    /// Opens the snapshot; `nil` when there is none yet. What a format-2 snapshot holds is `legacyAuthor`'s.
    static func open(_ snapshot: StoreFile, legacyAuthor: Author) throws(StorageError) -> Kind? {
        guard let file = try ReadOnlyFile(snapshot) else { return nil }
        let path = snapshot.path
        let head = try file.read(at: 0, count: SnapshotHeader.length)
        if LegacyStore.isLegacy(head) { return .legacy }
        if let version = StoreFormat.leadingVersion(head), version > StoreFormat.version {
            throw .newerVersion(file: path, found: version, supported: StoreFormat.version)
        }
        guard let line = SnapshotHeader.headLine(head) else {
            throw .corrupt(file: path, reason: "it has no complete header line")
        }
        let header: SnapshotHeader
        do {
            header = try SnapshotHeader.read(line)
        } catch {
            if let found = error.newerVersion { throw .newerVersion(file: path, found: found, supported: StoreFormat.version) }
            throw .corrupt(file: path, reason: "its header: \(error)")
        }
        guard header.size == file.size else {
            throw .corrupt(file: path, reason: "it is \(file.size) bytes long where its header says \(header.size)")
        }
        return .current(try LineSnapshot(header: header, file: file, legacyAuthor: legacyAuthor))
    }

    private init(header: SnapshotHeader, file: ReadOnlyFile, legacyAuthor: Author) throws(StorageError) {
        self.header = header
        self.file = file
        self.legacyAuthor = legacyAuthor
        var stacks: [Author: AuthorStacks] = [:]
        if let authors = header.authors {
            try Self.forEachLine(of: file, sealed: header.isSealed, in: authors, from: authors.offset) { (offset, line) throws(StorageError) in
                do {
                    let entry = try JSONReader.read(header.isSealed ? SealedLine.json(line) : line) { (reader) throws(JSONReadError) in try AuthorStacks(reading: &reader, within: header) }
                    stacks[entry.author] = entry
                } catch {
                    throw .corrupt(file: file.path, reason: "the line at byte \(offset): \(error)")
                }
                return true
            }
        } else if header.undo.count + header.redo.count > 0 {
            stacks[legacyAuthor] = AuthorStacks(author: legacyAuthor, undo: header.undo, redo: header.redo)
        }
        self.stacks = stacks
    }

    var path: String { file.path }

    /// Which file this snapshot is (a new one after every compaction).
    var identity: FileIdentity { file.identity }

    // MARK: - Reading whole sections

    /// Every project, in id order, read in chunks (never the whole section at once) into one array sized
    /// from the header's count: it never grows and copies on the way, and each project is moved into
    /// place as it is read, never copied.
    func projects() throws(StorageError) -> [Project] {
        var projects: [Project] = []
        projects.reserveCapacity(header.projects.count)
        try forEachLine(in: header.projects, from: header.projects.offset) { (offset, line) throws(StorageError) in
            projects.append(try project(line, at: offset))
            return true
        }
        return projects
    }

    /// Every project line as stored (sealed), with its id: what a compaction copies, checked, without parsing.
    func forEachProjectLine(_ body: (ArraySlice<UInt8>, ArraySlice<UInt8>) -> Void) throws(StorageError) {
        try forEachLine(in: header.projects, from: header.projects.offset) { (offset, line) throws(StorageError) in
            guard let id = Self.id(of: line) else { throw corrupt(at: offset, "a project line does not start with its id") }
            body(id, line)
            return true
        }
    }

    // MARK: - History and stacks

    /// The newest `count` history lines, newest first.
    func newestHistory(_ count: Int) throws(StorageError) -> [HistoryEntry] {
        try lastLines(count, of: header.history).reversed().map { (offset, line) throws(StorageError) in
            let dto = try decode(line, at: offset) { (reader) throws(JSONReadError) in try HistoryEntryDTO(reading: &reader) }
            do { return try dto.entry(legacyAuthor: legacyAuthor) } catch { throw corrupt(at: offset, "\(error)") }
        }
    }

    /// The history lines as stored (sealed, checked), oldest first (at most ``Domain/Workspace/historyLimit``: bounded).
    func historyLines() throws(StorageError) -> [ArraySlice<UInt8>] {
        try lines(of: header.history)
    }

    /// The change on line `index` (from 0, oldest first) of an author's run of stack lines, read from the
    /// run's end.
    func change(in section: SnapshotHeader.Section, at index: Int) throws(StorageError) -> Change? {
        let depth = section.count - 1 - index
        guard depth >= 0, depth < section.count, let (offset, line) = try lastLines(depth + 1, of: section).first else { return nil }
        let dto = try decode(line, at: offset) { (reader) throws(JSONReadError) in try ChangeDTO(reading: &reader) }
        do { return try dto.change() } catch { throw corrupt(at: offset, error.description) }
    }

    /// An author's run of stack lines as stored (sealed, checked), oldest first.
    func stackLines(_ section: SnapshotHeader.Section) throws(StorageError) -> [ArraySlice<UInt8>] {
        try lines(of: section)
    }

    // MARK: - Decoding a line

    /// The project on `line`, read at byte `offset` (named in the error when the line is damaged).
    func project(_ line: ArraySlice<UInt8>, at offset: Int) throws(StorageError) -> Project {
        // A line as the store writes it is read in order; any other, and any damage, by the full reader.
        let line = content(of: line)
        if let project = try? JSONReader.read(line, StoredProject.project(readingLine:)) { return project }
        let dto = try decode(line, at: offset) { (reader) throws(JSONReadError) in try StoredProject(reading: &reader) }
        do { return try dto.project() } catch { throw corrupt(at: offset, error.description) }
    }

    /// `body`'s reading of `line`, any error naming the line's offset.
    func decode<Value>(
        _ line: ArraySlice<UInt8>, at offset: Int, _ body: (inout JSONReader) throws(JSONReadError) -> Value
    ) throws(StorageError) -> Value {
        do {
            return try JSONReader.read(content(of: line), body)
        } catch {
            throw corrupt(at: offset, error.description)
        }
    }

    /// The JSON of a line read (and so checked) by ``forEachLine(in:from:chunk:_:)`` or ``lastLines(_:of:)``.
    func content(of line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        header.isSealed ? SealedLine.json(line) : line
    }

    /// The error for a damaged line: the file, the line's offset and what is wrong.
    func corrupt(at offset: Int, _ reason: String) -> StorageError {
        .corrupt(file: file.path, reason: "the line at byte \(offset): \(reason)")
    }
}

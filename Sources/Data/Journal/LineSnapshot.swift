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
/// listing and an export read the projects section whole, and they stream it.
final class LineSnapshot: Sendable {
    let header: SnapshotHeader
    /// Each author's runs of stack lines. A format-2 snapshot has one pair of stacks, the legacy author's.
    let stacks: [Author: AuthorStacks]
    /// Who the history lines without an author (format 2) are credited to.
    private let legacyAuthor: Author
    private let file: ReadOnlyFile
    /// How much is read at a time when reading backwards from a section's end (a stack's top).
    private static let chunk = 64 * 1024
    /// How much a streamed section (the board) is read at a time.
    private static let streamChunk = 4 * chunk
    /// Where a binary search stops halving and scans: a lookup reads about this much of the section.
    private static let searchChunk = chunk / 4
    /// How much is read at a time while looking for the start of the next line.
    private static let lineProbe = chunk / 8
    /// Up to this many ids are looked up by a binary search each; more are found in one pass.
    private static let lookupsBeforeScan = 32
    /// The text a project line starts with, before its id.
    private static let idLinePrefix = Array(#"{"id":""#.utf8)

    /// What the first bytes of a snapshot say it is.
    enum Kind {
        /// The current format, opened.
        case current(LineSnapshot)
        /// A store of the first format (one JSON document), to be migrated.
        case legacy
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
        guard head.count == SnapshotHeader.length, head.last == UInt8(ascii: "\n") else {
            throw .corrupt(file: path, reason: "it has no complete header line")
        }
        // The line without its newline and the spaces that pad it (a plain loop: a reversed view of the
        // bytes is a generic type the runtime would look up on every start).
        var end = head.count - 1
        while end > 0, head[end - 1] == UInt8(ascii: " ") { end -= 1 }
        let header = try StoreDecoding.read(Array(head[..<end]), file: path) { (reader) throws(JSONReadError) in
            try SnapshotHeader(reading: &reader)
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
            try Self.forEachLine(of: file, in: authors, from: authors.offset) { (offset, line) throws(StorageError) in
                do {
                    let entry = try JSONReader.read(line) { (reader) throws(JSONReadError) in try AuthorStacks(reading: &reader, within: header) }
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

    // MARK: - Projects

    /// The projects whose id `reference` names (one at most for a full id).
    func projects(matching reference: ProjectReference) throws(StorageError) -> [Project] {
        let digits = reference.prefix.filter { $0 != "-" }
        let idDigits = 32
        guard digits.count <= idDigits else { return [] }
        // The lowest id the prefix can start: the prefix, then zeros.
        let padded = digits + String(repeating: "0", count: idDigits - digits.count)
        let lowest = Self.dashed(padded)
        var found: [Project] = []
        try forEachLine(in: header.projects, from: try lowerBound(lowest), chunk: Self.searchChunk) { (offset, line) throws(StorageError) in
            guard let id = Self.id(of: line) else { throw corrupt(at: offset, "a project line does not start with its id") }
            if id.lexicographicallyPrecedes(lowest) { return true }
            guard let projectID = id.withUnsafeBytes(IDText.projectID) else { return false }
            if reference.matches(projectID) {
                found.append(try project(line, at: offset))
            } else if !reference.isSuffix {
                return false // past every match of a prefix: the lines are sorted
            }
            return true // an ending may match anywhere: read on
        }
        return found
    }

    /// The projects with these ids that exist. Many ids (an import) are found in one pass over the
    /// section; a few by binary search each.
    func projects(withIDs ids: [ProjectID]) throws(StorageError) -> [ProjectID: Project] {
        var found: [ProjectID: Project] = [:]
        if ids.count <= Self.lookupsBeforeScan {
            for id in ids {
                if let project = try projects(matching: ProjectReference(id)).first { found[id] = project }
            }
            return found
        }
        let wanted = Set(ids)
        try forEachLine(in: header.projects, from: header.projects.offset) { (offset, line) throws(StorageError) in
            guard let id = Self.id(of: line) else { throw corrupt(at: offset, "a project line does not start with its id") }
            if let projectID = id.withUnsafeBytes(IDText.projectID), wanted.contains(projectID) {
                let project = try project(line, at: offset)
                found[project.id] = project
            }
            return true
        }
        return found
    }

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

    /// Every project line as stored, with its id: what a compaction copies without parsing.
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

    /// The history lines as stored, oldest first (at most ``Domain/Workspace/historyLimit``: bounded).
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

    /// An author's run of stack lines as stored, oldest first.
    func stackLines(_ section: SnapshotHeader.Section) throws(StorageError) -> [ArraySlice<UInt8>] {
        try lines(of: section)
    }

    // MARK: - Lines

    /// The offset of a line at or before the first line whose id is not below `target`: a binary search
    /// over byte offsets narrows the section down to one chunk, which the caller then scans.
    private func lowerBound(_ target: [UInt8]) throws(StorageError) -> Int {
        var low = header.projects.offset, high = header.projects.end
        while high - low > Self.searchChunk {
            let middle = low + (high - low) / 2
            guard let (start, probed) = try lineStart(after: middle, before: high) else {
                high = middle
                continue
            }
            // The probe that found the line's start nearly always holds its id too: one read per step.
            let length = Self.idLinePrefix.count + IDText.length
            let head = probed.count >= length ? probed : try file.read(at: start, count: length)[...]
            guard let id = Self.id(of: head) else { throw corrupt(at: start, "a project line does not start with its id") }
            if id.lexicographicallyPrecedes(target) { low = start } else { high = start }
        }
        return low
    }

    /// The first line that starts after `offset` and before `limit`, if any, with the bytes of it the
    /// probe read.
    private func lineStart(after offset: Int, before limit: Int) throws(StorageError) -> (start: Int, head: ArraySlice<UInt8>)? {
        var position = offset
        while position < limit {
            // A whole probe even near `limit`: the bytes past the line's start are its id.
            let bytes = try file.read(at: position, count: Self.lineProbe)
            if let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) {
                let start = position + newline + 1
                return start < limit ? (start, bytes[(newline + 1)...]) : nil
            }
            if bytes.isEmpty { break }
            position += bytes.count
        }
        return nil
    }

    /// Calls `body` with each line of `section` from `start` on (a line start), until it returns `false`.
    /// One buffer is reused for every chunk: a fresh array per chunk made page faults a sixth of `list`.
    private func forEachLine(
        in section: SnapshotHeader.Section, from start: Int, chunk: Int = LineSnapshot.streamChunk,
        _ body: (Int, ArraySlice<UInt8>) throws(StorageError) -> Bool
    ) throws(StorageError) {
        try Self.forEachLine(of: file, in: section, from: start, chunk: chunk, body)
    }

    private static func forEachLine(
        of file: ReadOnlyFile, in section: SnapshotHeader.Section, from start: Int, chunk: Int = 4 * LineSnapshot.chunk,
        _ body: (Int, ArraySlice<UInt8>) throws(StorageError) -> Bool
    ) throws(StorageError) {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(2 * chunk)
        var bufferStart = start, next = start
        while next < section.end {
            let count = min(chunk, section.end - next)
            guard try file.append(into: &buffer, at: next, count: count) == count else {
                throw .corrupt(file: file.path, reason: "the line at byte \(next): the file ends inside a section")
            }
            next += count
            var lineStart = 0
            while let newline = Self.newline(in: buffer, from: lineStart) {
                guard try body(bufferStart + lineStart, buffer[lineStart..<newline]) else { return }
                lineStart = newline + 1
            }
            buffer.removeSubrange(0..<lineStart)
            bufferStart += lineStart
        }
        if !buffer.isEmpty { throw .corrupt(file: file.path, reason: "the line at byte \(bufferStart): the last line of a section has no end") }
    }

    /// Where the first newline at or after `start` is in `buffer`: `memchr`, which looks at many bytes at a
    /// time (a board's 10,000 lines are megabytes to search).
    private static func newline(in buffer: [UInt8], from start: Int) -> Int? {
        buffer.withUnsafeBufferPointer { bytes in
            guard start < bytes.count, let base = bytes.baseAddress,
                  let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// The lines of a small section (the history), oldest first.
    private func lines(of section: SnapshotHeader.Section) throws(StorageError) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        try forEachLine(in: section, from: section.offset) { (_, line) throws(StorageError) in
            lines.append(line)
            return true
        }
        return lines
    }

    /// The last `count` lines of `section` with their offsets, oldest first, read backwards from its end
    /// so that the top of a stack never costs the changes below it.
    private func lastLines(_ count: Int, of section: SnapshotHeader.Section) throws(StorageError) -> [(Int, ArraySlice<UInt8>)] {
        guard count > 0, section.end > section.offset else { return [] }
        let newline = UInt8(ascii: "\n")
        var chunks: [[UInt8]] = [], newlines = 0, start = section.end
        // `count` lines end in `count` newlines; one more newline (or the section's start) begins them.
        while start > section.offset, newlines <= count {
            let from = max(section.offset, start - Self.chunk)
            let chunk = try file.read(at: from, count: start - from)
            newlines += chunk.reduce(0) { $0 + ($1 == newline ? 1 : 0) }
            chunks.append(chunk)
            start = from
        }
        let bytes = Array(chunks.reversed().joined())
        var lines: [(Int, ArraySlice<UInt8>)] = []
        var end = bytes.count - 1
        while lines.count < count, end >= 0 {
            let begin: Int
            if let previous = bytes[..<end].lastIndex(of: newline) {
                begin = previous + 1
            } else if start == section.offset {
                begin = 0
            } else {
                break
            }
            lines.append((start + begin, bytes[begin..<end]))
            end = begin - 1
        }
        return lines.reversed()
    }

    // MARK: - Decoding

    private func project(_ line: ArraySlice<UInt8>, at offset: Int) throws(StorageError) -> Project {
        // A line as the store writes it is read in order; any other, and any damage, by the full reader.
        if let project = try? JSONReader.read(line, StoredProject.project(readingLine:)) { return project }
        let dto = try decode(line, at: offset) { (reader) throws(JSONReadError) in try StoredProject(reading: &reader) }
        do { return try dto.project() } catch { throw corrupt(at: offset, error.description) }
    }

    private func decode<Value>(
        _ line: ArraySlice<UInt8>, at offset: Int, _ body: (inout JSONReader) throws(JSONReadError) -> Value
    ) throws(StorageError) -> Value {
        do {
            return try JSONReader.read(line, body)
        } catch {
            throw corrupt(at: offset, error.description)
        }
    }

    private func corrupt(at offset: Int, _ reason: String) -> StorageError {
        .corrupt(file: file.path, reason: "the line at byte \(offset): \(reason)")
    }

    /// The 36 id bytes a project line starts with (`{"id":"…`).
    static func id(of line: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        guard line.count >= idLinePrefix.count + IDText.length, line.starts(with: idLinePrefix) else { return nil }
        let start = line.startIndex + idLinePrefix.count
        return line[start..<(start + IDText.length)]
    }

    /// Hex digits (up to 32) in the `8-4-4-4-12` form ids are stored in, as the bytes of a line.
    static func dashed(_ digits: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(IDText.length)
        var count = 0
        for digit in digits.utf8 {
            if count == 8 || count == 12 || count == 16 || count == 20 { bytes.append(UInt8(ascii: "-")) }
            bytes.append(digit)
            count += 1
        }
        return bytes
    }
}

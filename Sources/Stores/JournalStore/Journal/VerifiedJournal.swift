import Domain
import FastCoding
import Foundation
import StoreRecords

/// `journal.jsonl` read and checked whole: its header, and where each record lies. The journal is
/// bounded (it is folded into the snapshot once it passes a fixed size), so every command can afford to
/// check every record (checksum and sequence continuity) before it reads or writes anything.
struct VerifiedJournal: Sendable {
    struct Record: Sendable {
        var sequence: Int
        var range: Range<Int>
        /// Its line number in the file, for error messages.
        var line: Int
    }

    var bytes: [UInt8]
    /// The file's path, for error messages.
    var path: String
    /// The format it was written in: 2 (no authors) or 3 (not naming its snapshot), both migrated on
    /// open, or the current one.
    var version: Int
    /// The sequence number the records continue from.
    var base: Int
    /// The snapshot it follows ("" for none); `nil` before format 4.
    var snapshot: String?
    /// That snapshot's generation (0 for none); `nil` before format 5.
    var generation: Int?
    /// Which file was read: a reader that finds it does not fit its snapshot looks whether a compaction
    /// replaced it meanwhile.
    var identity: FileIdentity
    var headerLength: Int
    var records: [Record]
    /// The end of the last complete line; bytes after it are a record a crash left unfinished (any other
    /// bytes there are damage, refused).
    var complete: Int

    /// The number of the last record (the base when there is none).
    var last: Int { records.last?.sequence ?? base }

    /// What a journal file turned out to be.
    enum Reading {
        case none
        case legacy
        case current(VerifiedJournal)
    }

    /// Reads and checks the journal at `file`.
    static func read(_ file: StoreFile) throws(StorageError) -> Reading {
        guard let opened = try ReadOnlyFile(file) else { return .none }
        let bytes = try opened.read(at: 0, count: opened.size)
        if LegacyStore.isLegacy(bytes) { return .legacy }
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else {
            throw .corrupt(file: file.path, reason: "no header line")
        }
        let header = try JournalHeader.read(bytes[..<newline], file: file.path)
        guard (2...StoreFormat.version).contains(header.version) else {
            throw .corrupt(file: file.path, reason: "line 1: format \(header.version) is not this program's")
        }
        // Lines are found with `memchr`, many bytes at a time: every command checks the whole journal.
        let (records, complete) = try bytes.withUnsafeBytes { buffer in Result { () throws(StorageError) in
            var records: [Record] = []
            var start = newline + 1
            while let found = memchr(buffer.baseAddress! + start, Int32(UInt8(ascii: "\n")), buffer.count - start) {
                let end = buffer.baseAddress!.distance(to: UnsafeRawPointer(found)), line = records.count + 2
                let sequence: Int
                do {
                    sequence = try JournalRecord.verify(UnsafeRawBufferPointer(rebasing: buffer[start..<end]))
                } catch {
                    throw .corrupt(file: file.path, reason: "line \(line): \(error)")
                }
                let expected = header.base + records.count + 1
                guard sequence == expected else {
                    throw .corrupt(file: file.path, reason: "line \(line): change \(sequence) where change \(expected) was due")
                }
                records.append(Record(sequence: sequence, range: start..<end, line: line))
                start = end + 1
            }
            if start < buffer.count, let reason = JournalRecord.whyNotUnfinished(
                UnsafeRawBufferPointer(rebasing: buffer[start...]), next: header.base + records.count + 1) {
                throw .corrupt(file: file.path, reason: "the last \(buffer.count - start) bytes, after line \(records.count + 1): \(reason)")
            }
            return (records, start)
        } }.get()
        return .current(VerifiedJournal(
            bytes: bytes, path: file.path, version: header.version, base: header.base, snapshot: header.snapshot, generation: header.generation,
            identity: opened.identity, headerLength: newline + 1, records: records, complete: complete))
    }

    /// Whether `record`'s line holds one of `texts` (lowercase ids, or their beginnings), in any case.
    /// Every change names each project it touches by its id, so a record without any of them leaves
    /// those projects as they were; a false match (a title that quotes an id) only costs a decoding.
    ///
    /// With `settled` (lowercase whole ids), a place where a text begins a quoted id of `settled` does
    /// not count: a newer record already decided that project.
    func record(_ record: Record, names texts: [[UInt8]], besides settled: [[UInt8]] = []) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            let line = UnsafeBufferPointer(rebasing: buffer[record.range])
            return texts.contains { text in Self.line(line, holds: text, besides: settled) }
        }
    }

    /// Whether `line` holds `text` (lowercase) in any case, other than at the start of a quoted id of
    /// `settled`: a scan without bounds checks, since every command that names a project runs it over
    /// the whole journal.
    private static func line(_ line: UnsafeBufferPointer<UInt8>, holds text: [UInt8], besides settled: [[UInt8]]) -> Bool {
        guard let first = text.first else { return true }
        guard line.count >= text.count, let base = line.baseAddress else { return false }
        let last = line.count - text.count
        // A digit has one case: `memchr` finds where it stands many bytes at a time.
        let digit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
        return text.withUnsafeBufferPointer { text in
            var start = 0
            while start <= last {
                if digit {
                    guard let found = memchr(base + start, Int32(first), last + 1 - start) else { return false }
                    start = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                } else if line[start] | 0x20 != first {
                    start += 1
                    continue
                }
                // `| 0x20` lowercases an ASCII letter and leaves digits and `-` as they are.
                var offset = 1
                while offset < text.count, line[start + offset] | 0x20 == text[offset] { offset += 1 }
                if offset == text.count, !Self.line(line, quotes: settled, at: start) { return true }
                start += 1
            }
            return false
        }
    }

    /// Whether a quoted id of `settled` begins at `start` in `line`.
    private static func line(_ line: UnsafeBufferPointer<UInt8>, quotes settled: [[UInt8]], at start: Int) -> Bool {
        let quote = UInt8(ascii: "\""), length = IDText.length
        guard !settled.isEmpty, start > 0, start + length < line.count, line[start - 1] == quote, line[start + length] == quote else {
            return false
        }
        return settled.contains { id in (0..<length).allSatisfy { line[start + $0] | 0x20 == id[$0] } }
    }

    /// The kind of `record` when `author` (the name's UTF-8) wrote it, `nil` when someone else did: read
    /// from the line's first bytes, its change left unparsed, unless the line is laid out otherwise.
    func kind(of record: Record, ifBy author: [UInt8], legacyAuthor: Author) throws(StorageError) -> JournalOverlay.Kind? {
        let found = bytes.withUnsafeBytes { JournalRecord.kindAndAuthor(UnsafeRawBufferPointer(rebasing: $0[record.range])) }
        guard let (kind, name) = found else {
            let (kind, _, by, _) = try event(record, file: path, legacyAuthor: legacyAuthor)
            return Array(by.name.utf8) == author ? kind : nil
        }
        // Compared in place, length first: most records of a shared store are someone else's.
        guard name.count == author.count else { return nil }
        let start = record.range.lowerBound + name.lowerBound
        return bytes.withUnsafeBytes { JournalRecord.line($0, holds: author, at: start) } ? kind : nil
    }

    /// The event of `record`: its kind, its change (an undo or redo carries the one it takes back or
    /// applies again), its author (`legacyAuthor` in format 2) and its date.
    func event(_ record: Record, file: String, legacyAuthor: Author) throws(StorageError) -> (JournalOverlay.Kind, Change, Author, Date) {
        do {
            let dto = try bytes.withUnsafeBytes { (buffer) throws(JSONReadError) in
                try JournalRecord.event(UnsafeRawBufferPointer(rebasing: buffer[record.range]))
            }
            guard let kind = JournalOverlay.Kind(rawValue: dto.kind) else { throw StoredValueError("unknown event '\(dto.kind)'") }
            guard let change = dto.change else { throw StoredValueError("the \(dto.kind) has no change") }
            return (kind, try change.change(), dto.author(legacyAuthor: legacyAuthor), Date(timeIntervalSinceReferenceDate: dto.date))
        } catch let error as JSONReadError {
            if let found = error.newerVersion { throw .newerVersion(file: file, found: found, supported: StoreFormat.version) }
            throw .corrupt(file: file, reason: "line \(record.line): \(error)")
        } catch {
            throw .corrupt(file: file, reason: "line \(record.line): \(error)")
        }
    }
}

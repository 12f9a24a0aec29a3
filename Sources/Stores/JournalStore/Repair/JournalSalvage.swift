import Domain
import FastCoding
import Foundation
import StoreRecords

/// What `repair` reads out of `journal.jsonl` (see ``JournalRecord``): every record whose checksum and
/// number hold and whose event parses, in order; each one that does not, named.
///
/// Unlike ``VerifiedJournal``, which refuses the whole journal at its first bad record, it skips a bad
/// record and goes on: every later record carries the whole projects it changed, so applying them still
/// gives those projects as they were last written.
struct JournalSalvage {
    /// One record that could be read.
    struct Event {
        /// Its line in the file, counting from 1.
        var line: Int
        var sequence: Int
        var kind: JournalOverlay.Kind
        var change: Change
        var author: Author
        var date: Date
    }

    /// The change the records continue from; `nil` when the header could not be read.
    var base: Int?
    /// The snapshot the journal follows, as its header names it (format 4 on).
    var follows: String?
    /// That snapshot's generation (format 5 on).
    var generation: Int?
    var events: [Event] = []
    var damaged: [DamagedRecord] = []
    /// The lines of ``damaged`` that are byte-identical copies of a record read before them: no change
    /// was lost there, so no one's undo steps are distrusted for them.
    var duplicates: Set<Int> = []
    /// For each damaged change's line, the number it begins with where that is legible.
    var leadingSequences: [Int: Int] = [:]

    /// Reads `file`; `nil` when there is none. A last line without its newline is a torn append (a crash
    /// before it was acknowledged), left out as every reader leaves it out, not damage.
    /// - Throws: ``Domain/StorageError/newerVersion(file:found:supported:)`` for a journal a newer release
    ///   wrote (it is not repaired), and any error reading the file.
    static func read(_ file: StoreFile, legacyAuthor: Author) throws(StorageError) -> JournalSalvage? {
        guard let data = try file.read() else { return nil }
        let bytes = [UInt8](data)
        if let version = StoreFormat.leadingVersion(bytes.prefix(64)), version > StoreFormat.version {
            throw .newerVersion(file: file.path, found: version, supported: StoreFormat.version)
        }
        var salvage = JournalSalvage()
        let lines = FileLine.lines(of: bytes)
        guard let first = lines.first else {
            salvage.damaged.append(DamagedRecord(file: file.name, line: 1, offset: 0, kind: .header, reason: "it has no header line"))
            return salvage
        }
        do {
            let header = try JournalHeader.read(first.bytes, file: file.name)
            (salvage.base, salvage.follows, salvage.generation) = (header.base, header.snapshot, header.generation)
        } catch {
            salvage.damaged.append(DamagedRecord(file: file.name, line: 1, offset: 0, kind: .header, bytes: first.bytes, reason: error.reason))
        }
        var previous = salvage.base, damagedSincePrevious = 0, seen: [ArraySlice<UInt8>: Int] = [:]
        for line in lines.dropFirst() {
            do {
                // A last line without its newline is an unfinished change only when it is the beginning
                // of the next record (what a crash mid-append leaves, and every reader leaves out).
                if !line.complete, line.bytes.withUnsafeBytes({ JournalRecord.whyNotUnfinished($0, next: (previous ?? 0) + 1) }) == nil {
                    break
                }
                if let copied = seen[line.bytes] {
                    salvage.duplicates.insert(line.number)
                    throw StoredValueError("it is a copy of line \(copied)")
                }
                let event = try salvage.event(line, legacyAuthor: legacyAuthor, file: file)
                seen[line.bytes] = line.number
                if !line.complete {
                    // Whole and intact, only its newline gone: kept, and the file named as damaged.
                    salvage.damaged.append(DamagedRecord(file: file.name, line: line.number, offset: line.offset + line.bytes.count, kind: .missing,
                                                         reason: "the newline after the last change is missing"))
                }
                if let previous, event.sequence <= previous {
                    throw StoredValueError("change \(event.sequence) where change \(previous + 1) was due")
                }
                if let previous, damagedSincePrevious == 0, event.sequence > previous + 1 {
                    salvage.damaged.append(DamagedRecord(file: file.name, line: line.number, offset: line.offset, kind: .missing,
                                                         reason: "changes \(previous + 1) to \(event.sequence - 1) are missing before it"))
                }
                salvage.events.append(event)
                (previous, damagedSincePrevious) = (event.sequence, 0)
            } catch let error as StorageError {
                throw error
            } catch {
                salvage.damaged.append(DamagedRecord(file: file.name, line: line.number, offset: line.offset, kind: .change, bytes: line.bytes, reason: "\(error)"))
                salvage.leadingSequences[line.number] = StoreFormat.leadingNumber(#"{"seq":"#, in: line.bytes)
                damagedSincePrevious += 1
            }
        }
        return salvage
    }

    /// The event of one record, checked as ``VerifiedJournal`` checks it.
    private func event(_ line: FileLine, legacyAuthor: Author, file: StoreFile) throws -> Event {
        let sequence = try line.bytes.withUnsafeBytes { (buffer) throws(StoredValueError) in try JournalRecord.verify(buffer) }
        let dto: WorkspaceEventDTO
        do {
            dto = try line.bytes.withUnsafeBytes { (buffer) throws(JSONReadError) in try JournalRecord.event(buffer) }
        } catch let error as JSONReadError {
            if let found = error.newerVersion { throw StorageError.newerVersion(file: file.path, found: found, supported: StoreFormat.version) }
            throw error
        }
        guard let kind = JournalOverlay.Kind(rawValue: dto.kind) else { throw StoredValueError("unknown event '\(dto.kind)'") }
        guard let change = dto.change else { throw StoredValueError("the \(dto.kind) has no change") }
        return Event(line: line.number, sequence: sequence, kind: kind, change: try change.change(), author: dto.author(legacyAuthor: legacyAuthor),
                     date: Date(timeIntervalSinceReferenceDate: dto.date))
    }
}

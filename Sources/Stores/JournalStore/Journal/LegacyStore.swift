import Domain
import FastCoding
import Foundation

/// A store of the first format (`snapshot.json` one JSON document, journal lines without checksums),
/// read whole so that it can be migrated, once, under the lock (see ``JournalProjectRepository``).
enum LegacyStore {
    static let version = 1

    /// Whether a file's first bytes are those of the first format.
    static func isLegacy(_ head: some Collection<UInt8>) -> Bool {
        head.starts(with: #"{"version":1,"#.utf8)
    }

    /// The workspace and last sequence number of a first-format store (either file may be missing), its
    /// changes credited to `author`.
    static func read(snapshot: StoreFile, journal: StoreFile, author: Author) throws(StorageError) -> (Workspace, Int) {
        var (workspace, sequence) = (Workspace(), 0)
        if let data = try snapshot.read(), isLegacy(data) {
            let document = try StoreDecoding.read(data, file: snapshot.path) { (reader) throws(JSONReadError) in
                try SnapshotDocument(reading: &reader, legacyAuthor: author)
            }
            (workspace, sequence) = (document.workspace, document.sequence)
        }
        guard let bytes = try journal.read(), isLegacy(bytes) else { return (workspace, sequence) }
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else {
            throw .corrupt(file: journal.path, reason: "no header line")
        }
        let header = try StoreDecoding.read(bytes[bytes.startIndex..<newline], file: journal.path) { (reader) throws(JSONReadError) in
            try JournalHeader(reading: &reader)
        }
        guard sequence >= header.base else {
            throw .corrupt(file: journal.path, reason: "it continues change \(header.base), but \(snapshot.path) holds only up to \(sequence)")
        }
        // Complete lines only: bytes after the last newline were a torn append, never acknowledged.
        var start = newline + 1, line = 2
        while let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            let entry = try StoreDecoding.read(bytes[start..<end], file: journal.path) { (reader) throws(JSONReadError) in
                try JournalEntry(reading: &reader)
            }
            start = end + 1
            defer { line += 1 }
            if entry.seq <= sequence { continue } // already inside the snapshot
            guard entry.seq == sequence + 1 else {
                throw .corrupt(file: journal.path, reason: "line \(line): change \(entry.seq) follows change \(sequence)")
            }
            do {
                try workspace.apply(try entry.event.event(legacyAuthor: author))
            } catch {
                throw .corrupt(file: journal.path, reason: "line \(line) cannot be applied: \(error)")
            }
            sequence = entry.seq
        }
        return (workspace, sequence)
    }

    /// The last sequence number of a first-format journal: what a migration interrupted after writing the
    /// new snapshot must find inside that snapshot.
    static func lastSequence(of journal: StoreFile) throws(StorageError) -> Int {
        guard let bytes = try journal.read(), let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return 0 }
        let header = try StoreDecoding.read(bytes[bytes.startIndex..<newline], file: journal.path) { (reader) throws(JSONReadError) in
            try JournalHeader(reading: &reader)
        }
        var last = header.base, start = newline + 1
        while let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            last = JournalEntry.trailingSequence(of: bytes[start..<end]) ?? last
            start = end + 1
        }
        return last
    }
}

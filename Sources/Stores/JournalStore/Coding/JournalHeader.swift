import Domain
import FastCoding
import Foundation

/// The first line of a journal: its schema version, the sequence number its entries continue from (the
/// snapshot's `sequence` when the journal was started) and, from format 4 on, which snapshot it follows
/// (see ``SnapshotLineage``) and, from format 5 on, that snapshot's generation, the line sealed as a
/// snapshot's lines are (``SealedLine``).
struct JournalHeader {
    var version: Int
    var base: Int
    /// The id of the snapshot the journal follows ("" for none); `nil` before format 4.
    var snapshot: String?
    /// The generation of the snapshot it follows (0 for none); `nil` before format 5.
    var generation: Int?

    /// The header of a journal following the snapshot of `lineage` (`nil`: none yet).
    init(base: Int, following lineage: SnapshotLineage?) {
        version = StoreFormat.version
        (self.base, snapshot, generation) = (base, lineage?.id ?? "", lineage?.generation ?? 0)
    }

    /// The header line's bytes, newline included.
    var line: [UInt8] {
        var writer = JSONWriter()
        writer.object { writer in
            writer.member("version", version)
            writer.member("base", base)
            if let snapshot { writer.member("snapshot", snapshot) }
            if let generation { writer.member("generation", generation) }
        }
        var bytes = writer.bytes
        if version >= SnapshotLineage.firstVersion { SealedLine.seal(&bytes, from: 0) }
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }

    /// Writes `journal` anew holding only its header line, continuing `base` after the snapshot of
    /// `lineage` (`nil`: none); returns its length.
    static func start(_ journal: StoreFile, base: Int, following lineage: SnapshotLineage?) throws(StorageError) -> Int {
        let header = JournalHeader(base: base, following: lineage).line
        try journal.replace(with: header)
        return header.count
    }

    /// Reads a header line (newline excluded), its seal checked from format 4 on.
    static func read(_ line: ArraySlice<UInt8>, file: String) throws(StorageError) -> JournalHeader {
        var line = line
        if let version = StoreFormat.leadingVersion(line), version >= SnapshotLineage.firstVersion, version <= StoreFormat.version {
            do { line = try SealedLine.opened(line) } catch { throw .corrupt(file: file, reason: "line 1: \(error)") }
        }
        return try StoreDecoding.read(line, file: file) { (reader) throws(JSONReadError) in try JournalHeader(reading: &reader) }
    }

    init(reading reader: inout JSONReader) throws(JSONReadError) {
        var version: Int?, base: Int?, snapshot: String?, generation: Int?
        try reader.readObject { (key, reader) throws(JSONReadError) in
            switch key {
            case "version": version = try StoreFormat.readVersion(&reader)
            case "base": base = try reader.readInt()
            case "snapshot": snapshot = try reader.readString()
            case "generation": generation = try reader.readInt()
            default: try reader.skipValue()
            }
        }
        guard let version, let base, (snapshot != nil) == (version >= SnapshotLineage.firstVersion),
              (generation != nil) == (version >= SnapshotLineage.installedVersion) else {
            throw reader.error("the header lacks a field", at: 0)
        }
        (self.version, self.base, self.snapshot, self.generation) = (version, base, snapshot, generation)
    }
}

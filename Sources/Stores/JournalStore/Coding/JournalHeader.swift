import Domain
import FastCoding
import Foundation

/// The first line of a journal: its schema version, the sequence number its entries continue from (the
/// snapshot's `sequence` when the journal was started) and, from format 4 on, which snapshot it follows
/// (see ``SnapshotLineage``), the line sealed as a snapshot's lines are (``SealedLine``).
struct JournalHeader {
    var version: Int
    var base: Int
    /// The id of the snapshot the journal follows ("" for none); `nil` before format 4.
    var snapshot: String?

    init(base: Int, snapshot: String) {
        version = StoreFormat.version
        (self.base, self.snapshot) = (base, snapshot)
    }

    /// The header line's bytes, newline included.
    var line: [UInt8] {
        var writer = JSONWriter()
        writer.raw(#"{"version":"#)
        writer.number(version)
        writer.raw(#","base":"#)
        writer.number(base)
        if let snapshot {
            writer.raw(#","snapshot":"#)
            writer.string(snapshot)
        }
        writer.raw("}")
        var bytes = writer.bytes
        if version >= SnapshotLineage.firstVersion { SealedLine.seal(&bytes, from: 0) }
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }

    /// Writes `journal` anew holding only its header line, continuing `base` after the snapshot named
    /// `snapshot` ("" for none); returns its length.
    static func start(_ journal: StoreFile, base: Int, snapshot: String) throws(StorageError) -> Int {
        let header = JournalHeader(base: base, snapshot: snapshot).line
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
        var version: Int?, base: Int?, snapshot: String?
        try reader.readObject { (key, reader) throws(JSONReadError) in
            switch key {
            case "version": version = try StoreFormat.readVersion(&reader)
            case "base": base = try reader.readInt()
            case "snapshot": snapshot = try reader.readString()
            default: try reader.skipValue()
            }
        }
        guard let version, let base, (snapshot != nil) == (version >= SnapshotLineage.firstVersion) else {
            throw reader.error("the header lacks a field", at: 0)
        }
        (self.version, self.base, self.snapshot) = (version, base, snapshot)
    }
}

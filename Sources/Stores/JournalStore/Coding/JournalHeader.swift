import Domain
import FastCoding
import Foundation

/// The first line of a journal: its schema version and the sequence number its entries continue from
/// (the snapshot's `sequence` when the journal was started).
struct JournalHeader {
    var version: Int
    var base: Int

    init(base: Int) {
        version = StoreFormat.version
        self.base = base
    }

    /// The header line's bytes, newline included.
    var line: [UInt8] {
        var writer = JSONWriter()
        writer.raw(#"{"version":"#)
        writer.number(version)
        writer.raw(#","base":"#)
        writer.number(base)
        writer.raw("}\n")
        return writer.bytes
    }

    /// Writes `journal` anew holding only its header line, continuing `base`; returns its length.
    static func start(_ journal: StoreFile, base: Int) throws(StorageError) -> Int {
        let header = JournalHeader(base: base).line
        try journal.replace(with: header)
        return header.count
    }

    init(reading reader: inout JSONReader) throws(JSONReadError) {
        var version: Int?, base: Int?
        try reader.readObject { (key, reader) throws(JSONReadError) in
            switch key {
            case "version": version = try StoreFormat.readVersion(&reader)
            case "base": base = try reader.readInt()
            default: try reader.skipValue()
            }
        }
        guard let version, let base else { throw reader.error("the header lacks a field", at: 0) }
        (self.version, self.base) = (version, base)
    }
}

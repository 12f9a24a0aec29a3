import FastCoding

/// Which snapshot a `snapshot.json` is and which journal it folded, so that the two files name each
/// other: a journal names the snapshot it follows (``JournalHeader/snapshot``), and a snapshot names
/// itself (`id`, new at every compaction) and the journal it was made from (the one that followed
/// snapshot `after`, up to its change `folded`).
///
/// So a reader tells a journal that belongs beside this snapshot (it follows `id`; or it is the folded
/// one, left by a compaction that stopped before starting the next journal) from one that does not: a
/// journal deleted, emptied, or replaced by another or by an older copy, or a snapshot replaced by an
/// older one, is damage, never a board as it was some changes ago.
struct SnapshotLineage: Equatable {
    /// The first format whose files name each other (and whose snapshot lines are sealed).
    static let firstVersion = 4

    /// This snapshot's name: random, so that no other snapshot has it.
    var id: String
    /// The snapshot the folded journal followed ("" for none).
    var after: String
    /// The folded journal's last change (-1 when no journal was folded: a migration, a repair).
    var folded: Int

    /// A new snapshot's lineage: a fresh id.
    init(after: String, folded: Int) {
        id = Self.newID()
        (self.after, self.folded) = (after, folded)
    }

    /// Sixteen random hex digits.
    static func newID() -> String {
        var generator = SystemRandomNumberGenerator()
        let text = String(generator.next() as UInt64, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }

    /// The fields `"id":…,"after":…,"folded":…`, each after a comma.
    func write(to writer: inout JSONWriter) {
        writer.raw(#","id":"#)
        writer.string(id)
        writer.raw(#","after":"#)
        writer.string(after)
        writer.raw(#","folded":"#)
        writer.number(folded)
    }

    /// The fields as a header's reader meets them.
    struct Reading {
        var id: String?, after: String?, folded: Int?

        mutating func read(_ key: JSONKey, _ reader: inout JSONReader) throws(JSONReadError) {
            switch key {
            case "id": id = try reader.readString()
            case "after": after = try reader.readString()
            default: folded = try reader.readInt()
            }
        }

        /// The lineage, which a header of format 4 on must have and an older one has not.
        func lineage(version: Int, _ reader: JSONReader) throws(JSONReadError) -> SnapshotLineage? {
            guard version >= SnapshotLineage.firstVersion else { return nil }
            guard let id, let after, let folded, !id.isEmpty else { throw reader.error("the header does not name its snapshot", at: 0) }
            var lineage = SnapshotLineage(after: after, folded: folded)
            lineage.id = id
            return lineage
        }
    }
}

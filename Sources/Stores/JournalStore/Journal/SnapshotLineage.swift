import FastCoding

/// Which snapshot a `snapshot.json` is and which journal it folded, so that the two files name each
/// other: a journal names the snapshot it follows and its generation (``JournalHeader/snapshot``), and a
/// snapshot names itself (`id`, new at every compaction, and `generation`, one more than the snapshot
/// before it) and the journal it was made from (the one that followed snapshot `after`, up to its change
/// `folded`).
///
/// So a reader tells the journal that belongs beside this snapshot (it follows `id`) from one that does
/// not: a journal deleted, emptied, or replaced by another or by an older copy (the one this snapshot
/// folded included), or a snapshot replaced by an older one, is damage, never a board as it was some
/// changes ago; the generations say which of the two files is the older. A journal replaced by an older
/// copy of itself is not told: see ``SnapshotInstall``.
struct SnapshotLineage: Equatable {
    /// The first format whose files name each other (and whose snapshot lines are sealed).
    static let firstVersion = 4
    /// The first format whose snapshots count generations and are put in place only after the journal
    /// that follows them (``SnapshotInstall``): from it on, a snapshot never lies beside the journal it
    /// folded. A format-4 compaction wrote its snapshot first, so a stop in between left the two together.
    static let installedVersion = 5

    /// This snapshot's name: random, so that no other snapshot has it.
    var id: String
    /// The snapshot the folded journal followed ("" for none).
    var after: String
    /// The folded journal's last change (-1 when no journal was folded: a migration, a repair).
    var folded: Int
    /// How many snapshots the store has had, this one included (0 for one of format 4, which did not count).
    var generation: Int

    /// A new snapshot's lineage: a fresh id.
    init(after: String, folded: Int, generation: Int = 1) {
        id = Self.newID()
        (self.after, self.folded, self.generation) = (after, folded, generation)
    }

    /// Sixteen random hex digits.
    static func newID() -> String {
        var generator = SystemRandomNumberGenerator()
        let text = String(generator.next() as UInt64, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }

    /// The fields `"id":…,"after":…,"folded":…` (and `"generation":…` from format 5 on), each after a comma.
    func write(to writer: inout JSONWriter, version: Int) {
        writer.raw(#","id":"#)
        writer.string(id)
        writer.raw(#","after":"#)
        writer.string(after)
        writer.raw(#","folded":"#)
        writer.number(folded)
        guard version >= Self.installedVersion else { return }
        writer.raw(#","generation":"#)
        writer.number(generation)
    }

    /// The fields as a header's reader meets them.
    struct Reading {
        var id: String?, after: String?, folded: Int?, generation: Int?

        mutating func read(_ key: JSONKey, _ reader: inout JSONReader) throws(JSONReadError) {
            switch key {
            case "id": id = try reader.readString()
            case "after": after = try reader.readString()
            case "generation": generation = try reader.readInt()
            default: folded = try reader.readInt()
            }
        }

        /// The lineage, which a header of format 4 on must have and an older one has not.
        func lineage(version: Int, _ reader: JSONReader) throws(JSONReadError) -> SnapshotLineage? {
            guard version >= SnapshotLineage.firstVersion else { return nil }
            guard let id, let after, let folded, !id.isEmpty, ((generation ?? 0) > 0) == (version >= SnapshotLineage.installedVersion) else {
                throw reader.error("the header does not name its snapshot", at: 0)
            }
            var lineage = SnapshotLineage(after: after, folded: folded, generation: generation ?? 0)
            lineage.id = id
            return lineage
        }
    }
}

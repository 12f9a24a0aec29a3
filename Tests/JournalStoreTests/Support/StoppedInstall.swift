import Foundation

extension StoreFixture {
    /// The pending snapshot's name: where a compaction writes its snapshot before the journal that follows it.
    static let pendingSnapshot = "snapshot.next.json"

    /// Puts the store back as a compaction (or a migration, or a repair) that stopped before renaming its
    /// snapshot leaves it: the new snapshot under its pending name, `snapshot` (the one before it; `nil`:
    /// none) in its place and, when `journal` (the one before) is given, the stop before the new journal.
    func stopBeforeRename(snapshot: Data?, journal: Data? = nil) throws {
        try FileManager.default.moveItem(atPath: path("snapshot.json"), toPath: path(Self.pendingSnapshot))
        if let snapshot { try write(snapshot, to: "snapshot.json") }
        if let journal { try write(journal, to: "journal.jsonl") }
    }

    /// Whether the store holds a file called `name`.
    func holds(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: path(name))
    }
}

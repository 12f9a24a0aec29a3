import FastCoding

/// The schema version every store file carries.
enum StoreFormat {
    /// Bump it when a file changes shape; older programs then refuse the file instead of misreading it.
    /// Format 2: the snapshot is a line file sorted by id and journal records carry checksums (format 1,
    /// one JSON document and unchecked lines, is migrated once: see `LegacyStore`).
    /// Format 3: every event and history line names its author, and each author has their own stacks
    /// (format 2 is migrated once, its changes credited to the person who opens it first).
    /// Format 4: every line of the snapshot is sealed with a checksum (``SealedLine``), the journal's
    /// header too, and the two files name each other (``SnapshotLineage``); format 3 is migrated once.
    /// Format 5: both files count the snapshot's generation, and a compaction starts the new journal before
    /// its snapshot takes its name (``SnapshotInstall``), so that a journal older than its snapshot is told;
    /// format 4 is migrated once.
    static let version = 5

    /// Reads a file's `version` value, refusing one newer than ``version`` (the caller then says
    /// "written by a newer version" instead of trying to read a shape it does not know).
    static func readVersion(_ reader: inout JSONReader) throws(JSONReadError) -> Int {
        let found = try reader.readInt()
        if found > version { throw JSONReadError(reason: "", offset: 0, newerVersion: found) }
        return found
    }

    /// The `N` of a file that starts `{"version":N`, read from its first bytes without parsing the rest
    /// (so a newer file is named as such even when the rest has a shape this program cannot read).
    static func leadingVersion(_ head: some Collection<UInt8>) -> Int? {
        leadingNumber(#"{"version":"#, in: head)
    }

    /// The `N` of a line that starts with `prefix` and then `N`.
    static func leadingNumber(_ prefix: String, in head: some Collection<UInt8>) -> Int? {
        let prefix = prefix.utf8
        guard head.starts(with: prefix) else { return nil }
        let digits = head.dropFirst(prefix.count).prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        guard !digits.isEmpty, digits.count < 10 else { return nil }
        return digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }
}

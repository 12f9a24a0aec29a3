import Foundation

/// How the local cache files (``BoardCache``, ``HistoryCache``, ``HeadCache``) are replaced: the new
/// content is written beside the file, then moved over it, so a reader finds the old file, the new one
/// or none, never half of one. Nothing is synced to the disk: a cache lost in a crash is no cache, and
/// a cache that is read back is checked against etcd (its revision, its counts, a compare) before
/// anything relies on it. A store's own files are synced; these would cost a disk sync per command.
enum CacheFile {
    /// Replaces `file` with `data`, making its directory (for this user alone) when there is none; a
    /// failure is ignored (it is only a cache).
    static func replace(_ file: URL, with data: Data) {
        let files = FileManager.default, directory = file.deletingLastPathComponent()
        let fresh = directory.appendingPathComponent(".\(file.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier)")
        try? files.removeItem(at: fresh)  // left by a process that stopped, whose number this one has now
        if !files.createFile(atPath: fresh.path, contents: nil) {
            try? files.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            guard files.createFile(atPath: fresh.path, contents: nil) else { return }
        }
        // Through a file handle: `Data.write(to:)` syncs the disk.
        let written = FileHandle(forWritingAtPath: fresh.path).map { handle in
            defer { try? handle.close() }
            return (try? handle.write(contentsOf: data)) != nil
        } ?? false
        // Foundation moves a file only where none is: the old one goes first (a reader meanwhile finds
        // no cache, which is allowed).
        if written { try? files.removeItem(at: file) }
        if !written || (try? files.moveItem(at: fresh, to: file)) == nil { try? files.removeItem(at: fresh) }
    }
}

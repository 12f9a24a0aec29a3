#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Domain
import Foundation

/// The directory that holds a store: created (mode 0700) on the first write, never on a read, so that
/// reading a store that does not exist yet simply finds it empty.
struct StoreDirectory: Sendable {
    /// The directory's path.
    let path: String

    init(_ url: URL) {
        // A directory URL's path ends in "/"; drop it so that file paths (and messages) have no "//".
        var path = url.standardizedFileURL.path(percentEncoded: false)
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        self.path = path
    }

    /// The file called `name` in this directory.
    func file(_ name: String) -> StoreFile {
        StoreFile(path: path + "/" + name, directory: self)
    }

    /// Creates the directory (and missing parents) if needed; the store itself is private to its owner.
    func create() throws(StorageError) {
        var info = stat()
        if stat(path, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else { throw .notWritable(path: path, reason: "not a directory") }
            return
        }
        let parent = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw .notWritable(path: parent, reason: (error as NSError).localizedDescription)
        }
        if mkdir(path, 0o700) != 0, errno != EEXIST { throw SystemCall.error(errno, path: path, writing: true) }
        chmod(path, 0o700) // the umask may have taken bits away; never added any
        try syncDirectory(parent)
    }

    /// Makes renames and new files in this directory durable.
    func sync() throws(StorageError) {
        try syncDirectory(path)
    }

    /// A fresh name for a temporary file next to `target`. Its `.tmp-` marker lets
    /// ``removeLeftoverTemporaryFiles()`` find what a crashed writer left behind.
    func temporaryPath(for target: String) -> String {
        let name = (target as NSString).lastPathComponent
        return path + "/." + name + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    }

    /// Deletes temporary files left by a writer that crashed. Safe only under the store's lock: every
    /// writer holds it while its temporary file exists, so any one found then is an orphan.
    func removeLeftoverTemporaryFiles() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
        for name in names where name.hasPrefix(".") && name.contains(".tmp-") {
            unlink(path + "/" + name)
        }
    }

    private func syncDirectory(_ path: String) throws(StorageError) {
        let descriptor = try SystemCall.check(path, writing: false) { open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        defer { close(descriptor) }
        // Some file systems cannot fsync a directory (EINVAL); the rename itself is then all we can do.
        if fsync(descriptor) != 0, errno != EINVAL { throw SystemCall.error(errno, path: path, writing: true) }
    }
}

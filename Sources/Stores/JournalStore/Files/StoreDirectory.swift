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
/// reading a store that does not exist yet simply finds it empty. One that exists is used only if it
/// belongs to the user and no one else may write to it.
struct StoreDirectory: Sendable {
    /// The directory's path.
    let path: String

    init(_ url: URL) {
        // A directory URL's path ends in "/"; drop it so that file paths (and messages) have no "//".
        var path = StandardPath.standardized(url).path(percentEncoded: false)
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        self.path = path
    }

    /// The file called `name` in this directory.
    func file(_ name: String) -> StoreFile {
        StoreFile(name: name, path: path + "/" + name, directory: self)
    }

    /// Whether the directory exists: a store never written to does not, and reading it finds it empty.
    func exists() -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// Creates the directory (and missing parents) if needed; the store itself is private to its owner.
    func create() throws(StorageError) {
        var info = stat()
        if stat(path, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else { throw .notWritable(path: path, reason: "not a directory") }
            return // whoever uses it checks it: openChecked()
        }
        let parent = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            // Foundation's reason for a file in the way is a riddle; name the file instead.
            var ancestor = parent
            while ancestor.count > 1, stat(ancestor, &info) != 0 { ancestor = (ancestor as NSString).deletingLastPathComponent }
            if stat(ancestor, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR { throw .notWritable(path: ancestor, reason: "not a directory") }
            throw .notWritable(path: parent, reason: (error as NSError).localizedDescription)
        }
        if mkdir(path, 0o700) != 0, errno != EEXIST { throw SystemCall.error(errno, path: path, writing: true) }
        chmod(path, 0o700) // the umask may have taken bits away; never added any
        try syncDirectory(parent)
    }

    /// Opens the directory, for reaching its files by name (`openat`), and checks *on that descriptor*
    /// that it is safe, as ssh refuses such a `~/.ssh`: it must belong to the user running the program,
    /// and no one else may write to it (or plant links in it). Whatever happens to the path afterwards,
    /// the files reached through the descriptor are in the directory that was checked.
    ///
    /// - Returns: the descriptor, which the caller closes, or `nil` when the directory does not exist.
    func openChecked() throws(StorageError) -> Int32? {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if descriptor < 0 {
            let code = errno
            if code == ENOENT { return nil }
            if code == ENOTDIR { throw .io(path: path, reason: "it is not a directory") }
            throw SystemCall.error(code, path: path, writing: false)
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            throw SystemCall.error(code, path: path, writing: false)
        }
        do {
            try Self.checkOwnership(info, path: path)
        } catch {
            close(descriptor)
            throw error
        }
        return descriptor
    }

    private static func checkOwnership(_ info: stat, path: String) throws(StorageError) {
        let user = geteuid()
        guard info.st_uid == user else {
            throw .io(path: path, reason: "it belongs to user \(info.st_uid), not to you (user \(user)); a store must be yours "
                + "alone, so use a directory of your own (--store DIR or PROJECT_MANAGER_STORE)")
        }
        guard info.st_mode & 0o022 == 0 else {
            throw .io(path: path, reason: "others may write to it (mode 0\(String(info.st_mode & 0o777, radix: 8))); make it private "
                + "with chmod 700, as a store must be yours alone")
        }
    }

    /// Makes renames and new files in this directory, opened as `descriptor`, durable.
    func sync(_ descriptor: Int32) throws(StorageError) {
        // Some file systems cannot fsync a directory (EINVAL); the rename itself is then all we can do.
        if SystemCall.flush(descriptor) != 0, errno != EINVAL { throw SystemCall.error(errno, path: path, writing: true) }
    }

    /// A fresh name for a temporary file next to the file called `name`. Its `.tmp-` marker lets
    /// ``removeLeftoverTemporaryFiles()`` find what a crashed writer left behind.
    func temporaryName(for name: String) -> String {
        "." + name + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
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
        if SystemCall.flush(descriptor) != 0, errno != EINVAL { throw SystemCall.error(errno, path: path, writing: true) }
    }
}

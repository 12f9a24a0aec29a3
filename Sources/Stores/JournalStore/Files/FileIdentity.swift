#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Domain

/// Which file a path names right now, and how big and how new it is: enough to tell, with one `stat`,
/// whether a cached copy is still current. A file replaced by rename gets a new inode.
struct FileIdentity: Sendable, Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int
    var modified: Int64 // nanoseconds

    /// The identity of the file called `name` in the open directory `folder` (whose full path is `path`),
    /// or `nil` when there is none. A link is not followed: the name must be a regular file itself.
    static func of(_ name: String, in folder: Int32, path: String) throws(StorageError) -> FileIdentity? {
        var info = stat()
        if fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) != 0 {
            if errno == ENOENT { return nil }
            throw SystemCall.error(errno, path: path, writing: false)
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw SystemCall.irregular(path, kind: SystemCall.kind(of: info.st_mode)) }
        return FileIdentity(info)
    }

    /// Whether `other` is the same file (perhaps grown or touched since), not another one put in its place.
    func isSameFile(as other: FileIdentity) -> Bool {
        device == other.device && inode == other.inode
    }
}

extension FileIdentity {
    /// The identity `info` (from a `stat` of the file) describes.
    init(_ info: stat) {
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        self.init(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int(info.st_size),
            modified: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
        )
    }
}

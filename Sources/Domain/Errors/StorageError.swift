/// Why the store could not be read or written. Repositories throw only these, so every frontend can say
/// what went wrong (and turn the board read-only) without knowing how the store works.
public enum StorageError: Error, Sendable, Equatable {
    /// The file exists but does not parse. It is left untouched.
    case corrupt(file: String, reason: String)
    /// The directory holds a store of another kind (`path` names its file), which only `opener` reads:
    /// it is left untouched rather than read wrongly or written over.
    case otherStoreKind(path: String, opener: String)
    /// The file was written by a newer version of the program.
    case newerVersion(file: String, found: Int, supported: Int)
    /// Another process held the store's lock for longer than the wait allows.
    case busy(lockFile: String)
    /// The store may not be read (a user whose role may not read a shared board); nothing was written.
    case notReadable(path: String, reason: String)
    /// The store cannot be written (permissions, read-only file system, disk full...).
    case notWritable(path: String, reason: String)
    /// Any other input/output failure.
    case io(path: String, reason: String)
    /// The store lives on a server and no member of it answers (`reason` says which, as in
    /// `etcd at 127.0.0.1:2379 unreachable`): reads show the last board seen, and changes are refused
    /// rather than queued.
    case offline(reason: String)
    /// The store lives on a cluster whose members must mostly agree on every read and change, and only
    /// `answering` of its `members` answer, with no leader: as offline, reads show the last board seen
    /// and changes are refused, until more members are back.
    case quorumLost(answering: [String], members: Int)
}

/// Why the store could not be read or written. Repositories throw only these, so every frontend can say
/// what went wrong (and turn the board read-only) without knowing how the store works.
public enum StorageError: Error, Sendable, Equatable {
    /// The file exists but does not parse. It is left untouched.
    case corrupt(file: String, reason: String)
    /// The directory holds a store of another kind, which only `opener` reads; it is left untouched.
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
    /// No server of the store answers: reads show the last board seen, changes are refused, not queued.
    case offline(reason: String)
    /// Too few of a cluster's `members` answer to agree on anything: treated as ``offline(reason:)``.
    /// `reading`: a read failed so, and there was no copy of the board on this machine to show instead.
    case quorumLost(answering: [String], members: Int, reading: Bool = false)
}

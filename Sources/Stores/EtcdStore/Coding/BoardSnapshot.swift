/// Which copy of every project a whole-board read starts from (`BOARD/snapshot`).
///
/// Reading 10,000 project keys makes etcd's gateway write 10,000 JSON objects; reading a copy of them
/// in a few large values, plus the keys written since, costs a fraction of that. The copy is only ever
/// a shortcut: the project keys stay the truth, and a copy that does not add up to them is not used.
///
/// The copy holds the project values exactly as their keys held them at ``revision``, one a line, in
/// ``chunks`` values of at most about 512 KiB (etcd takes about 1.5 MiB in one request).
struct BoardSnapshot: Codable, Equatable {
    /// The format of the copy; another one is not used (and is replaced).
    var format = Self.currentFormat
    /// The cluster's revision the copy was taken at: every project key written later is newer than it.
    var revision: Int64
    /// How many projects the copy holds.
    var count: Int
    /// How many chunks hold them.
    var chunks: Int

    /// The format this program writes and reads.
    static let currentFormat = 1
}

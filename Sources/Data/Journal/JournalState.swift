import Domain

/// What a journal repository knows after reading its files: the workspace, the sequence number of the
/// last entry in it, and how far into which journal file it has read (so the next load reads only what
/// was appended since).
struct JournalState: Sendable {
    var workspace: Workspace
    /// The last sequence number applied (the snapshot's, if the journal holds nothing newer).
    var sequence: Int
    /// The journal file the state was read from; `nil` when there was none.
    var journal: FileIdentity?
    /// The bytes of that file read so far: up to the end of its last complete line.
    var consumed: Int
}

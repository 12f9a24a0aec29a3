import Domain
import Foundation
import StoreRecords

/// The journal read from where the last look ended: what a board following a journal store reads after
/// another process's change, instead of the whole store. Each new record names its author and carries
/// its change (an undo or redo the one it takes back or applies again), so its projects are named
/// without reading anything else.
///
/// It says ``Domain/BoardChange/everything`` whenever it cannot be sure of the lines in between: the
/// snapshot or the journal was replaced (a compaction, a migration), the journal shrank, a record fails
/// its checksum or does not continue the numbering. Then it starts again from the journal's end.
struct JournalTail: Sendable {
    /// Where the next record starts, in which file, and the number of the record before it.
    private struct Position: Sendable {
        var file: FileIdentity
        var offset: Int
        var sequence: Int
    }

    let journal: StoreFile
    /// Who a record of the older format that names nobody is credited to.
    let legacyAuthor: Author
    private var position: Position?

    /// Starts at the journal's end as it is now.
    init(journal: StoreFile, legacyAuthor: Author) {
        self.journal = journal
        self.legacyAuthor = legacyAuthor
        position = Self.end(of: journal)
    }

    /// What changed since the last look (`nil`: no new record yet), or everything when `snapshotReplaced`
    /// or the new lines cannot be trusted.
    mutating func next(snapshotReplaced: Bool) -> BoardChange? {
        if !snapshotReplaced, let position, let found = try? newRecords(after: position) {
            self.position = found.position
            return found.change
        }
        position = Self.end(of: journal)
        return .everything
    }

    /// The complete records after `position`, as one notice (`nil` when there are none), and where they
    /// end; `nil` for the pair when the file is another one or shorter than the position.
    private func newRecords(after position: Position) throws -> (change: BoardChange?, position: Position)? {
        guard let before = try journal.identity(), before.isSameFile(as: position.file), before.size >= position.offset,
              let data = try journal.read(from: position.offset),
              let after = try journal.identity(), after.isSameFile(as: position.file) else { return nil }
        let bytes = [UInt8](data)
        var change: BoardChange?, next = position, start = 0
        while let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            let event = try bytes.withUnsafeBytes { buffer in
                let line = UnsafeRawBufferPointer(rebasing: buffer[start..<end])
                guard try JournalRecord.verify(line) == next.sequence + 1 else { throw StoredValueError("out of sequence") }
                return try JournalRecord.event(line)
            }
            guard let stored = event.change else { return nil }
            let named = BoardChange(projects: (stored.before + stored.after).map(\.id), by: event.author(legacyAuthor: legacyAuthor))
            change = change?.merged(with: named) ?? named
            next.sequence += 1
            start = end + 1
        }
        next.offset += start
        return (change, next)
    }

    /// The end of the journal's last complete record, read whole and checked (it is bounded); `nil` when
    /// there is no journal of the current kind, or it changed while being read.
    private static func end(of journal: StoreFile) -> Position? {
        guard let file = try? journal.identity(), case let .current(verified)? = try? VerifiedJournal.read(journal),
              let after = try? journal.identity(), after.isSameFile(as: file) else { return nil }
        return Position(file: file, offset: verified.complete, sequence: verified.last)
    }
}

import Domain

/// The undo and redo steps `repair` read out of a snapshot, given to their owners, with the ones it cannot
/// trust left out.
///
/// A person's steps are undone newest first, each on the board the one after it left. So a step that
/// could not be read breaks the run below it: only the steps above it (newer) are kept. A run whose
/// newest steps are missing (the file was cut short), or whose owner cannot be read, is dropped whole.
struct SalvagedStacks {
    /// A step line that did not parse.
    struct Unreadable: Error {}

    /// The lines of the `authors` section that could be read.
    var owners: [AuthorStacks] = []
    private var lines: [(offset: Int, redo: Bool, change: Result<Change, Unreadable>)] = []
    private(set) var undo: [Author: [Change]] = [:]
    private(set) var redo: [Author: [Change]] = [:]
    private(set) var dropped: [StoreRepairReport.DroppedSteps] = []

    /// Adds the step line at `offset` of the undo (or redo) section, in file order.
    mutating func add(_ change: Result<Change, Unreadable>, at offset: Int, redo: Bool) {
        lines.append((offset, redo, change))
    }

    /// Gives each run of lines to its owner: the `authors` section's (format 3), the one person of a
    /// format-2 snapshot, or nobody without a header.
    mutating func resolve(header: SnapshotHeader?, fileSize: Int, legacyAuthor: Author) {
        var runs: [(author: Author, run: SnapshotHeader.Section, redo: Bool)] = []
        if let header, header.authors == nil {
            runs = [(legacyAuthor, header.undo, false), (legacyAuthor, header.redo, true)]
        } else if header != nil {
            runs = owners.flatMap { [($0.author, $0.undo, false), ($0.author, $0.redo, true)] }
        }
        var claimed = Set<Int>(), lost: [Author: (undo: Int, redo: Int)] = [:]
        for (author, run, isRedo) in runs where run.count > 0 {
            let items = lines.filter { $0.redo == isRedo && run.offset <= $0.offset && $0.offset < run.end }
            claimed.formUnion(items.map(\.offset))
            let lastUnreadable = items.lastIndex { (try? $0.change.get()) == nil }
            let kept = run.end > fileSize ? [] : items[((lastUnreadable ?? -1) + 1)...].compactMap { try? $0.change.get() }
            if isRedo { redo[author] = kept } else { undo[author] = kept }
            let missing = run.count - kept.count
            if missing > 0 {
                if isRedo { lost[author, default: (0, 0)].redo += missing } else { lost[author, default: (0, 0)].undo += missing }
            }
        }
        for (author, count) in lost.sorted(by: { $0.key < $1.key }) {
            dropped.append(.init(author: author.name, undo: count.undo, redo: count.redo, reason: .belowDamagedStep))
        }
        // Steps read but no one's, and steps the header counts that were never read (a file cut short
        // before its authors' lines): whose they were cannot be told.
        let orphans = lines.filter { !claimed.contains($0.offset) }
        let accounted = dropped.reduce((undo: 0, redo: 0)) { ($0.undo + $1.undo, $0.redo + $1.redo) }
        let unread = (undo: max(orphans.count { !$0.redo }, (header?.undo.count ?? 0) - accounted.undo - undo.values.reduce(0) { $0 + $1.count }),
                      redo: max(orphans.count { $0.redo }, (header?.redo.count ?? 0) - accounted.redo - redo.values.reduce(0) { $0 + $1.count }))
        if unread.undo + unread.redo > 0 {
            dropped.append(.init(author: nil, undo: unread.undo, redo: unread.redo, reason: .ownerUnreadable))
        }
    }
}

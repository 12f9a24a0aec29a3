import Domain

/// The journal's readable records applied on top of what `repair` read of the snapshot, by the rules
/// every reader follows (``JournalOverlay``), keeping count of the undo and redo steps that can no longer
/// be trusted.
///
/// A change that could not be read leaves its author's steps (everyone's, when it names nobody) out of
/// step with the board: the steps each of their stacks holds at that point are not trusted. Steps pushed
/// after it are, and a step popped from below the mark moves the mark down.
struct JournalReplay {
    private(set) var overlay = JournalOverlay(stacks: [:])
    /// The last change applied.
    private(set) var sequence: Int
    /// Per author, how many steps at the bottom of each stack are not trusted.
    private var untrusted: [Author: (undo: Int, redo: Int)] = [:]

    /// A replay onto the snapshot's stacks, after change `sequence`, the last one the snapshot holds.
    init(undo: [Author: [Change]], redo: [Author: [Change]], after sequence: Int) {
        self.sequence = sequence
        for author in Set(undo.keys).union(redo.keys) {
            overlay.stacks[author] = Workspace.UndoRedoStacks(undo: (undo[author] ?? []).map { .pushed($0) }, redo: (redo[author] ?? []).map { .pushed($0) })
        }
    }

    /// Applies the records after ``sequence``, in file order, marking the stacks at each unreadable change.
    /// An unreadable line after which the numbering goes on unbroken was no change (garbage put in, a
    /// copy): it marks no one's stacks. One at the end counts as a change only if it begins as the next
    /// record would.
    mutating func apply(_ events: [JournalSalvage.Event], unreadable: [DamagedRecord], leadingSequences: [Int: Int] = [:]) {
        var pending = unreadable[...]
        for event in events where event.sequence > sequence {
            while let record = pending.first, record.line < event.line {
                pending.removeFirst()
                if event.sequence > sequence + 1 { distrust(record) }
            }
            overlay.apply(event.kind, event.change, by: event.author, at: event.date)
            sequence = event.sequence
            if let mark = untrusted[event.author], let stacks = overlay.stacks[event.author] {
                untrusted[event.author] = (min(mark.undo, stacks.undoStack.count), min(mark.redo, stacks.redoStack.count))
            }
        }
        for record in pending where leadingSequences[record.line] == sequence + 1 { distrust(record) }
    }

    /// Each author's steps that can be trusted, and the ones left out.
    func trustedStacks() -> (undo: [Author: [Change]], redo: [Author: [Change]], dropped: [StoreRepairReport.DroppedSteps]) {
        var undo: [Author: [Change]] = [:], redo: [Author: [Change]] = [:], dropped: [StoreRepairReport.DroppedSteps] = []
        for (author, stacks) in overlay.stacks.sorted(by: { $0.key < $1.key }) {
            let mark = untrusted[author] ?? (0, 0)
            undo[author] = stacks.undoStack.dropFirst(mark.undo).compactMap(\.change)
            redo[author] = stacks.redoStack.dropFirst(mark.redo).compactMap(\.change)
            if mark.undo + mark.redo > 0 { dropped.append(.init(author: author.name, undo: mark.undo, redo: mark.redo, reason: .changeUnreadable)) }
        }
        return (undo, redo, dropped)
    }

    private mutating func distrust(_ record: DamagedRecord) {
        for author in record.author.map({ [Author($0)] }) ?? Array(overlay.stacks.keys) {
            untrusted[author] = (overlay.stacks[author]?.undoStack.count ?? 0, overlay.stacks[author]?.redoStack.count ?? 0)
        }
    }
}

extension JournalOverlay.Entry {
    /// The change a pushed entry holds (a replay holds no other kind).
    fileprivate var change: Change? {
        if case let .pushed(change) = self { change } else { nil }
    }
}

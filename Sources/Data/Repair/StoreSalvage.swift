import Domain
import FastCoding

/// Everything `repair` could read out of a journal store, put together as the store would have held it:
/// the snapshot's intact lines with the journal's intact records applied on top, and every record that
/// could not be read, named.
struct StoreSalvage {
    /// What the new store holds.
    var workspace: Workspace
    /// The last change it holds: its new journal continues from there.
    var sequence: Int
    /// Every record that could not be read, the snapshot's first.
    var damaged: [DamagedRecord]
    /// The undo and redo steps left out.
    var dropped: [StoreRepairReport.DroppedSteps]
    /// The projects the store held, as far as it tells (see ``StoreRepairReport/projectsFound``).
    var projectsFound: Int
    /// The history lines it held, as far as it tells.
    var historyFound: Int
    /// The files that hold damage, to be kept aside.
    var damagedFiles: [StoreFile]

    /// Whether there is nothing to repair.
    var isHealthy: Bool { damaged.isEmpty && dropped.isEmpty }

    /// Reads the journal and *then* the snapshot, as every reader does (see ``JournalStoreState``).
    static func read(journal: StoreFile, snapshot: StoreFile, legacyAuthor: Author) throws(StorageError) -> StoreSalvage {
        let logged = try JournalSalvage.read(journal, legacyAuthor: legacyAuthor)
        let stored = try SnapshotSalvage.read(snapshot, legacyAuthor: legacyAuthor)
        var damaged = (stored?.damaged ?? []) + (logged?.damaged ?? [])
        var dropped = stored?.stacks.dropped ?? []

        // The snapshot's steps, then the journal's records on top, by the rules every reader follows.
        var overlay = JournalOverlay(stacks: [:])
        let owners = Set(stored?.stacks.undo.keys.map { $0 } ?? []).union(stored?.stacks.redo.keys.map { $0 } ?? [])
        for author in owners {
            overlay.stacks[author] = Workspace.UndoRedoStacks(
                undo: (stored?.stacks.undo[author] ?? []).map { .pushed($0) }, redo: (stored?.stacks.redo[author] ?? []).map { .pushed($0) })
        }
        // Without a legible snapshot header, the journal's base says what the snapshot held.
        var sequence = stored?.sequence ?? logged?.base ?? 0
        if let base = logged?.base, base > sequence {
            let holds = stored == nil ? "is missing" : "holds only up to change \(sequence)"
            damaged.append(DamagedRecord(file: journal.name, line: 1, offset: 0, kind: .missing,
                                         reason: "it continues change \(base), but \(snapshot.name) \(holds)"))
        }
        // A change that could not be read leaves its author's steps below it (everyone's, when it names
        // nobody) out of step with the board: the steps each stack holds then are dropped, those pushed
        // after it are kept.
        let unreadable = (logged?.damaged ?? []).filter { $0.kind == .change }
        var pending = unreadable[...], untrusted: [Author: (undo: Int, redo: Int)] = [:]
        func distrust(before line: Int) {
            while let record = pending.first, record.line < line {
                pending.removeFirst()
                let authors = record.author.map { [Author($0)] } ?? Array(overlay.stacks.keys)
                for author in authors { untrusted[author] = (overlay.stacks[author]?.undoStack.count ?? 0, overlay.stacks[author]?.redoStack.count ?? 0) }
            }
        }
        for event in logged?.events ?? [] where event.sequence > sequence {
            distrust(before: event.line)
            overlay.apply(event.kind, event.change, by: event.author, at: event.date)
            sequence = event.sequence
            // A step popped from below the mark moves the mark down: what is pushed after it is sound.
            if let mark = untrusted[event.author], let stacks = overlay.stacks[event.author] {
                untrusted[event.author] = (min(mark.undo, stacks.undoStack.count), min(mark.redo, stacks.redoStack.count))
            }
        }
        distrust(before: .max)
        var undo: [Author: [Change]] = [:], redo: [Author: [Change]] = [:]
        for (author, stacks) in overlay.stacks.sorted(by: { $0.key < $1.key }) {
            let mark = untrusted[author] ?? (0, 0)
            (undo[author], redo[author]) = (stacks.undoStack.dropFirst(mark.undo).compactMap(\.change), stacks.redoStack.dropFirst(mark.redo).compactMap(\.change))
            if mark.undo + mark.redo > 0 {
                dropped.append(.init(author: author.name, undo: mark.undo, redo: mark.redo, reason: .changeUnreadable))
            }
        }

        var projects: [ProjectID: Project] = [:]
        projects.reserveCapacity(stored?.projects.count ?? 0)
        for project in stored?.projects ?? [] { projects[project.id] = project }
        for (id, project) in overlay.projects { projects[id] = project }
        let workspace = Workspace(projects: Array(projects.values), history: (stored?.history ?? []) + overlay.history, undoStacks: undo, redoStacks: redo)

        // Lost: the snapshot's projects it could not read (but those the journal wrote again), and those
        // the journal's unreadable records name that no later record wrote.
        let snapshotIDs = Set((stored?.damaged ?? []).filter { $0.kind == .project }.compactMap { $0.id.flatMap(IDText.projectID) })
        let rewritten = snapshotIDs.filter { overlay.projects.keys.contains($0) }.count
        let lostInSnapshot = max(0, (stored?.expectedProjects ?? 0) - (stored?.projects.count ?? 0) - rewritten)
        let lostInJournal = Set(unreadable.compactMap { $0.id.flatMap(IDText.projectID) })
            .filter { overlay.projects[$0] == nil && projects[$0] == nil && !snapshotIDs.contains($0) }.count
        let historyFound = (stored?.expectedHistory ?? 0) + overlay.history.count + unreadable.count

        var files: [StoreFile] = []
        if stored.map({ !$0.damaged.isEmpty || !$0.stacks.dropped.isEmpty }) == true { files.append(snapshot) }
        if logged.map({ !$0.damaged.isEmpty }) == true { files.append(journal) }
        return StoreSalvage(
            workspace: workspace, sequence: sequence, damaged: damaged, dropped: dropped,
            projectsFound: workspace.projects.count + lostInSnapshot + lostInJournal,
            historyFound: min(Workspace.historyLimit, max(historyFound, workspace.history.count)), damagedFiles: files
        )
    }
}

extension JournalOverlay.Entry {
    /// The change a pushed entry holds (a salvaged store holds no other kind).
    fileprivate var change: Change? {
        if case let .pushed(change) = self { change } else { nil }
    }
}

extension StoreSalvage {
    /// A store that holds nothing.
    static let empty = StoreSalvage(workspace: Workspace(), sequence: 0, damaged: [], dropped: [], projectsFound: 0, historyFound: 0, damagedFiles: [])
}

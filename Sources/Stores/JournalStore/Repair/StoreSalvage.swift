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
    /// Whether the snapshot is gone while the journal follows one: the projects not changed since it
    /// was written cannot be recovered, nor counted.
    var snapshotMissing = false
    /// The newest snapshot generation either file names: the repaired snapshot comes after it.
    var generation = 0

    /// Whether there is nothing to repair.
    var isHealthy: Bool { damaged.isEmpty && dropped.isEmpty }

    /// Reads the journal and *then* the snapshot, as every reader does (see ``JournalStoreState``).
    /// The snapshot read is the pending one when the journal follows that one (``SnapshotInstall``).
    static func read(journal: StoreFile, snapshot: StoreFile, legacyAuthor: Author) throws(StorageError) -> StoreSalvage {
        let logged = try JournalSalvage.read(journal, legacyAuthor: legacyAuthor)
        let pending = try pendingSnapshot(followedBy: logged, journal: journal, snapshot: snapshot, legacyAuthor: legacyAuthor)
        if pending == nil, let legacy = try readFirstFormat(journal: journal, snapshot: snapshot, legacyAuthor: legacyAuthor) { return legacy }
        let stored = if let pending { pending } else { try SnapshotSalvage.read(snapshot, legacyAuthor: legacyAuthor) }
        var damaged = (stored?.damaged ?? []) + (logged?.damaged ?? [])
        var dropped = stored?.stacks.dropped ?? []

        // A snapshot whose header is not legible held what the journal's base says; one that is gone, nothing.
        let held = stored.map { $0.sequence ?? logged?.base ?? 0 } ?? 0
        if let base = logged?.base, base > held {
            let holds = stored == nil ? "is missing" : "holds only up to change \(held)"
            damaged.append(DamagedRecord(file: journal.name, line: 1, offset: 0, kind: .missing,
                                         reason: "it continues change \(base), but \(snapshot.name) \(holds)"))
        }
        damaged += partnerDamage(stored, logged, journal: journal, snapshot: pending == nil ? snapshot.name : SnapshotInstall.pendingFileName)
        let unreadable = (logged?.damaged ?? []).filter { $0.kind == .change && logged?.duplicates.contains($0.line) != true }
        var replay = JournalReplay(undo: stored?.stacks.undo ?? [:], redo: stored?.stacks.redo ?? [:], after: held)
        replay.apply(logged?.events ?? [], unreadable: unreadable, leadingSequences: logged?.leadingSequences ?? [:])
        let (overlay, stacks) = (replay.overlay, replay.trustedStacks())
        dropped += stacks.dropped

        var projects: [ProjectID: Project] = [:]
        projects.reserveCapacity(stored?.projects.count ?? 0)
        for project in stored?.projects ?? [] { projects[project.id] = project }
        for (id, project) in overlay.projects { projects[id] = project }
        let workspace = Workspace(projects: Array(projects.values), history: (stored?.history ?? []) + overlay.history, undoStacks: stacks.undo, redoStacks: stacks.redo)

        // Lost: the snapshot's projects it could not read (but those the journal wrote again), and those
        // the journal's unreadable records name that no later record wrote.
        let snapshotIDs = Set((stored?.damaged ?? []).filter { $0.kind == .project }.compactMap { $0.id.flatMap(IDText.projectID) })
        let rewritten = snapshotIDs.filter { overlay.projects.keys.contains($0) }.count
        let lostInSnapshot = max(0, (stored?.expectedProjects ?? 0) - (stored?.projects.count ?? 0) - rewritten)
        let lostInJournal = Set(unreadable.compactMap { $0.id.flatMap(IDText.projectID) })
            .filter { overlay.projects[$0] == nil && projects[$0] == nil && !snapshotIDs.contains($0) }.count
        // Lost history: the snapshot's lines it could not read, and the changes missing from the journal's
        // numbering (an unreadable line the numbering goes on past was no change).
        let applied = (logged?.events ?? []).count { $0.sequence > held }
        let missingChanges = max(0, replay.sequence - held - applied)
            + unreadable.count { (logged?.leadingSequences[$0.line] ?? 0) > replay.sequence }
        let lostHistory = max(0, (stored?.expectedHistory ?? 0) - (stored?.history.count ?? 0)) + missingChanges

        return StoreSalvage(
            workspace: workspace, sequence: replay.sequence, damaged: damaged, dropped: dropped,
            projectsFound: workspace.projects.count + lostInSnapshot + lostInJournal,
            historyFound: workspace.history.count + lostHistory, snapshotMissing: stored == nil && ((logged?.base ?? 0) > 0 || logged?.follows?.isEmpty == false),
            generation: max(stored?.lineage?.generation ?? 0, logged?.generation ?? 0)
        )
    }
}

extension StoreSalvage {
    /// What a reader refuses when the files do not name each other (see ``SnapshotLineage/mismatch(of:journalName:snapshotName:)``).
    private static func partnerDamage(_ stored: SnapshotSalvage?, _ logged: JournalSalvage?, journal: StoreFile, snapshot: String) -> [DamagedRecord] {
        if let logged, stored == nil, let follows = logged.follows, !follows.isEmpty, logged.base == 0 {
            return [DamagedRecord(file: snapshot, line: 0, offset: 0, kind: .missing, reason: "it is missing, but \(journal.name) follows snapshot \(follows)")]
        }
        guard let lineage = stored?.lineage else { return [] }
        guard let logged else {
            return [DamagedRecord(file: journal.name, line: 0, offset: 0, kind: .missing,
                                  reason: "it is missing: the changes made after snapshot \(lineage.id) was written cannot be recovered")]
        }
        guard let follows = logged.follows else { return [] }
        let follower = SnapshotLineage.Follower(snapshot: follows, generation: logged.generation, last: logged.events.last?.sequence ?? logged.base ?? 0)
        guard case let (file, reason)? = lineage.mismatch(of: follower, journalName: journal.name, snapshotName: snapshot) else { return [] }
        return [DamagedRecord(file: file, line: 1, offset: 0, kind: .missing, reason: reason)]
    }

    /// The pending snapshot (``SnapshotInstall``) when the journal follows it rather than `snapshot.json`:
    /// a compaction stopped before renaming it, and it is the store's snapshot.
    private static func pendingSnapshot(
        followedBy logged: JournalSalvage?, journal: StoreFile, snapshot: StoreFile, legacyAuthor: Author
    ) throws(StorageError) -> SnapshotSalvage? {
        guard let follows = logged?.follows, !follows.isEmpty,
              (try? LineSnapshot.open(snapshot, legacyAuthor: legacyAuthor))?.isSnapshot(follows) != true else { return nil }
        let pending = try SnapshotSalvage.read(SnapshotInstall(journal: journal, snapshot: snapshot).pending, legacyAuthor: legacyAuthor)
        return pending?.lineage?.id == follows ? pending : nil
    }

    /// A store of the first format (one JSON document), which the next command migrates: healthy when it
    /// reads; `nil` when it is not of that format.
    /// - Throws: ``Domain/StorageError/io(path:reason:)`` when it is damaged: repair reads the line files
    ///   of format 2 and later, not that document.
    private static func readFirstFormat(journal: StoreFile, snapshot: StoreFile, legacyAuthor: Author) throws(StorageError) -> StoreSalvage? {
        var legacy = false
        for file in [journal, snapshot] {
            if let head = try file.read(limit: 16), LegacyStore.isLegacy(head) { legacy = true }
        }
        guard legacy else { return nil }
        do {
            let (workspace, sequence) = try LegacyStore.read(snapshot: snapshot, journal: journal, author: legacyAuthor)
            return StoreSalvage(workspace: workspace, sequence: sequence, damaged: [], dropped: [], projectsFound: workspace.projects.count,
                                historyFound: workspace.history.count)
        } catch {
            throw .io(path: snapshot.directory.path, reason: "it is a damaged store of format \(LegacyStore.version), which repair cannot read (\(error))")
        }
    }

    /// A store that holds nothing.
    static let empty = StoreSalvage(workspace: Workspace(), sequence: 0, damaged: [], dropped: [], projectsFound: 0, historyFound: 0)
}

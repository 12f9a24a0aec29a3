import Domain
import FastCoding

/// The journal store as one operation sees it: the snapshot, the checked journal, and the journal's
/// changes after the snapshot (the overlay), read together so that they always fit.
struct JournalStoreState: Sendable {
    var snapshot: LineSnapshot?
    var journal: VerifiedJournal?
    /// The oldest format of the two files: below the current one, the store must be migrated.
    var version: Int
    /// The last change in effect.
    var sequence: Int
    /// The journal's records after the snapshot (empty when they were not parsed).
    var overlay: JournalOverlay
    /// Whether `overlay` holds every record (an add only checks them; a read of a few projects parses
    /// only the records that name them).
    var parsed: Bool
    /// The author whose stacks `overlay` holds whole when it is not `parsed` (an undo's or a redo's read).
    var stacksOf: Author?
    /// Whether `snapshot` is still under its pending name (a compaction stopped before renaming it, see
    /// ``SnapshotInstall``): the next writer renames it.
    var snapshotPending = false

    /// Reads `journal` and *then* `snapshot`: a compaction in between only makes the snapshot newer (the
    /// old journal's records are then skipped), it can never leave a gap. With `events`, the journal's
    /// records are parsed into the overlay; without, only checked; with `naming` too, only the records
    /// that name one of those ids are parsed (the overlay is then right for those projects alone); with
    /// `newest`, only the newest records (the overlay then holds the newest history lines alone); with
    /// `stacksOf`, only that author's stacks and the projects on the tops `tops` names (see ``followStacks(of:tops:in:legacyAuthor:)``). What a
    /// store older than format 3 holds is `legacyAuthor`'s. `nil`: the store is of the first format and
    /// must be migrated first.
    static func read(
        journal: StoreFile, snapshot: StoreFile, events: Bool, naming: [[UInt8]]? = nil, newest: Int? = nil,
        stacksOf: Author? = nil, tops: (undo: Bool, redo: Bool) = (true, true), legacyAuthor: Author
    ) throws(StorageError) -> JournalStoreState? {
        guard case let (verified, lines, pending)? = try readPartners(journal: journal, snapshot: snapshot, legacyAuthor: legacyAuthor) else { return nil }
        let base = lines?.header.sequence ?? 0
        var store = JournalStoreState(
            snapshot: lines, journal: verified,
            version: min(lines?.header.version ?? StoreFormat.version, verified?.version ?? StoreFormat.version),
            sequence: base, overlay: JournalOverlay(stacks: lines?.stacks ?? [:]), parsed: events && naming == nil && newest == nil && stacksOf == nil,
            snapshotPending: pending
        )
        guard let verified else { return store }
        // A journal of the older format names no authors: it is parsed whole, as the migration will.
        let current = verified.version >= 3
        let naming = current ? naming : nil, firstParsed = current ? newest.map { verified.last - $0 } ?? .min : .min
        guard verified.base <= base else {
            let missing = lines == nil ? "is missing" : "holds only up to change \(base)"
            throw .corrupt(file: journal.path, reason: "it continues change \(verified.base), but \(snapshot.path) \(missing)")
        }
        if events, naming == nil, newest == nil, current, let author = stacksOf {
            try store.followStacks(of: author, tops: tops, in: verified, legacyAuthor: legacyAuthor)
            return store
        }
        if events, let naming, newest == nil, stacksOf == nil {
            let records = verified.records.drop { $0.sequence <= base }
            store.sequence = records.last?.sequence ?? base
            try store.applyNewest(naming: naming, of: records, in: verified, legacyAuthor: legacyAuthor)
            return store
        }
        for record in verified.records where record.sequence > base {
            if events, record.sequence > firstParsed, naming.map({ verified.record(record, names: $0) }) ?? true {
                let (kind, change, author, date) = try verified.event(record, file: journal.path, legacyAuthor: legacyAuthor)
                store.overlay.apply(kind, change, by: author, at: date)
            }
            store.sequence = record.sequence
        }
        return store
    }
}

// MARK: - What one operation reads

extension JournalStoreState {
    /// The author whose stacks alone `reads` asks for: an undo or a redo, which names no project.
    static func stacksAuthor(of reads: ReadSet) -> Author? {
        guard reads.references.isEmpty else { return nil }
        switch (reads.undoTopOf, reads.redoTopOf) {
        case let (author?, nil), let (nil, author?): return author
        case let (undo?, redo?) where undo == redo: return undo
        default: return nil
        }
    }

    /// Follows `author`'s stacks through the journal's records after the snapshot, reading only each
    /// record's kind and author (no one else's record moves them, see ``JournalOverlay/follow(_:_:by:)``),
    /// then parses, for each project of the changes on the tops `tops` names, the newest record that names
    /// it: the overlay is then right for those stacks and projects alone. A redo never reads the undo
    /// stack's top, which may be an import of every project.
    private mutating func followStacks(
        of author: Author, tops: (undo: Bool, redo: Bool), in journal: VerifiedJournal, legacyAuthor: Author
    ) throws(StorageError) {
        let name = Array(author.name.utf8), base = sequence
        let records = journal.records.drop { $0.sequence <= base }
        for record in records {
            if let kind = try journal.kind(of: record, ifBy: name, legacyAuthor: legacyAuthor) { overlay.follow(kind, record, by: author) }
            sequence = record.sequence
        }
        stacksOf = author
        var ids: Set<ProjectID> = []
        for (stack, wanted) in [(overlay.stacks[author]?.undoStack, tops.undo), (overlay.stacks[author]?.redoStack, tops.redo)] where wanted {
            if let top = try top(of: stack) { ids.formUnion((top.before + top.after).map(\.id)) }
        }
        guard !ids.isEmpty else { return }
        // A top that names many projects (an import) is cheaper to follow through every record in one pass.
        guard ids.count > 8 else {
            return try applyNewest(naming: ids.map { Array(IDText.text($0).utf8) }, of: records, in: journal, legacyAuthor: legacyAuthor)
        }
        for record in records {
            let (kind, change, _, _) = try journal.event(record, file: journal.path, legacyAuthor: legacyAuthor)
            overlay.applyToProjects(kind, change)
        }
    }
}

extension JournalStoreState {
    /// The id texts (whole, or as far as typed) of the projects `reads` names, for parsing only the
    /// records that name them; `nil` when every record must be parsed: the top of a stack is asked
    /// for, an id's ending is given, or so many are named (an import) that one pass costs less.
    static func idTexts(of reads: ReadSet) -> [[UInt8]]? {
        guard reads.undoTopOf == nil, reads.redoTopOf == nil, reads.references.count <= 8 else { return nil }
        var texts: [[UInt8]] = []
        for reference in reads.references {
            if let id = reference.id {
                texts.append(Array(IDText.text(id).utf8))
            } else if reference.isSuffix {
                return nil
            } else {
                texts.append(LineSnapshot.dashed(reference.prefix.filter { $0 != "-" }))
            }
        }
        return texts
    }

    /// The projects `reference` names as the store holds them now.
    func projects(matching reference: ProjectReference) throws(StorageError) -> [Project] {
        if let id = reference.id { return Array(try current([id]).values) }
        var found = try snapshot?.projects(matching: reference).filter { overlay.projects[$0.id] == nil } ?? []
        for case let project? in overlay.projects.values where reference.matches(project.id) { found.append(project) }
        return found
    }

    /// The snapshot's projects, streamed.
    func snapshotProjects() throws(StorageError) -> [Project] {
        try snapshot?.projects() ?? []
    }

    /// The snapshot's projects `base` with the journal's changes on top.
    func overlaid(_ base: [Project]) -> [Project] {
        guard !overlay.projects.isEmpty else { return base }
        var projects = base.filter { overlay.projects[$0.id] == nil }
        for case let project? in overlay.projects.values { projects.append(project) }
        return projects
    }

    /// Every project, read whole.
    func allProjects() throws(StorageError) -> [Project] {
        overlaid(try snapshotProjects())
    }

    /// Everything the store holds, its projects given: what a load returns and what a migration writes anew.
    func workspace(projects: [Project]) throws(StorageError) -> Workspace {
        let history = try (snapshot?.newestHistory(Workspace.historyLimit) ?? []).reversed() + overlay.history
        var undo: [Author: [Change]] = [:], redo: [Author: [Change]] = [:]
        for (author, stacks) in overlay.stacks {
            undo[author] = try changes(on: stacks.undoStack)
            redo[author] = try changes(on: stacks.redoStack)
        }
        return Workspace(projects: projects, history: Array(history), undoStacks: undo, redoStacks: redo)
    }

    /// The projects with these ids that exist now.
    private func current(_ ids: [ProjectID]) throws(StorageError) -> [ProjectID: Project] {
        var found: [ProjectID: Project] = [:]
        var inSnapshot: [ProjectID] = []
        for id in ids {
            if let changed = overlay.projects[id] {
                found[id] = changed
            } else {
                inSnapshot.append(id)
            }
        }
        if let snapshot, !inSnapshot.isEmpty {
            found.merge(try snapshot.projects(withIDs: inSnapshot)) { new, _ in new }
        }
        return found
    }

    /// What `reads` names, as ``Domain/Workspace/view(for:)`` defines it.
    func view(for reads: ReadSet) throws(StorageError) -> ReadView {
        var found: [ProjectID: Project] = [:]
        var ids = reads.references.compactMap(\.id)
        for reference in reads.references where reference.id == nil {
            for project in try projects(matching: reference) { found[project.id] = project }
        }
        let undoTop = try reads.undoTopOf.flatMap { author throws(StorageError) in try top(of: overlay.stacks[author]?.undoStack) }
        let redoTop = try reads.redoTopOf.flatMap { author throws(StorageError) in try top(of: overlay.stacks[author]?.redoStack) }
        for change in [undoTop, redoTop].compactMap(\.self) { ids += (change.before + change.after).map(\.id) }
        found.merge(try current(ids)) { new, _ in new }
        return ReadView(projects: found, undoTop: undoTop, redoTop: redoTop)
    }

    /// The change on top of one author's undo (or redo) stack: the journal's last push, or a line of the
    /// snapshot. `nil` for an empty stack, or an author who has none.
    func top(of stack: [JournalOverlay.Entry]?) throws(StorageError) -> Change? {
        guard let entry = stack?.last else { return nil }
        return try change(entry)
    }

    /// One author's whole undo (or redo) stack, oldest first: for ``JournalProjectRepository/load()`` only.
    func changes(on stack: [JournalOverlay.Entry]) throws(StorageError) -> [Change] {
        var changes: [Change] = []
        for entry in stack {
            if let change = try change(entry) { changes.append(change) }
        }
        return changes
    }

    /// The change an entry of a stack holds.
    func change(_ entry: JournalOverlay.Entry) throws(StorageError) -> Change? {
        switch entry {
        case let .pushed(change): change
        case let .recorded(record): try journal.map { (journal) throws(StorageError) in try journal.event(record, file: journal.path, legacyAuthor: .unknown).1 }
        case let .stored(run, index): try snapshot?.change(in: run, at: index)
        }
    }
}

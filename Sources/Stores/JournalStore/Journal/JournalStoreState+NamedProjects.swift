import Domain
import FastCoding

/// A read of the few projects a command names: each one is as the newest record that touches it left
/// it, so the journal is read from its end and a record is parsed only if it names one of them that no
/// newer record decided. A project changed a few hundred times since the snapshot costs one decoding,
/// and, named by its whole id (as an undo names the projects of its change), no look at the records before it.
extension JournalStoreState {
    /// Puts into the overlay the projects whose ids begin with one of `texts`, as the newest of `records`
    /// (the journal's after the snapshot) touching each left them (`nil`: deleted); the overlay's history
    /// and stacks stay as they were: this read is right for those projects alone.
    mutating func applyNewest(
        naming texts: [[UInt8]], of records: ArraySlice<VerifiedJournal.Record>, in journal: VerifiedJournal, legacyAuthor: Author
    ) throws(StorageError) {
        // The ids a parsed record decided, as their lowercase text: an older record that names no other
        // project among `texts` is left unparsed.
        var settled: [[UInt8]] = []
        // A whole id names one project: once each text is one and decided, no older record can matter.
        let wholeIDs = texts.allSatisfy { $0.count == IDText.length }
        for record in records.reversed() where journal.record(record, names: texts, besides: settled) {
            let (kind, change, _, _) = try journal.event(record, file: journal.path, legacyAuthor: legacyAuthor)
            let applied = change.applied(as: kind.applying)
            var decided: [ProjectID: Project?] = [:]
            for project in applied.before { decided[project.id] = .some(nil) }
            for project in applied.after { decided[project.id] = project }
            for (id, project) in decided where overlay.projects[id] == nil {
                overlay.projects[id] = project
                settled.append(Array(IDText.text(id).utf8))
            }
            if wholeIDs, texts.allSatisfy(settled.contains) { return }
        }
    }
}

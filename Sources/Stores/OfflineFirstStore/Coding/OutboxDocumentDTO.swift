import StoreRecords

/// The outbox file's document: its format, the waiting changes and the conflicts.
struct OutboxDocumentDTO: Codable, Equatable {
    static let currentFormat = 1
    var format: Int
    var waiting: [OutboxEntryDTO]
    var conflicts: [OutboxEntryDTO]

    init(_ contents: OutboxContents) {
        format = Self.currentFormat
        waiting = contents.waiting.map { OutboxEntryDTO($0) }
        conflicts = contents.conflicts.map { OutboxEntryDTO($0.entry, conflict: $0.reason) }
    }

    func contents() throws(StoredValueError) -> OutboxContents {
        guard format == Self.currentFormat else { throw StoredValueError("format \(format), not \(Self.currentFormat)") }
        var contents = OutboxContents()
        for entry in waiting { contents.waiting.append(try entry.entry()) }
        for entry in conflicts { contents.conflicts.append(try entry.waitingConflict()) }
        return contents
    }
}

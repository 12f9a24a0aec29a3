import Domain
import StoreRecords

/// The outbox file's document: its format, the waiting changes and the conflicts.
struct OutboxDocumentDTO: Codable, Equatable {
    static let currentFormat = 1
    var format: Int
    var waiting: [OutboxEntryDTO]
    var conflicts: [OutboxEntryDTO]
    /// Absent in a file written before stacks were kept.
    var stacks: [OutboxStacksDTO]?

    init(_ contents: OutboxContents) {
        format = Self.currentFormat
        waiting = contents.waiting.map { OutboxEntryDTO($0) }
        conflicts = contents.conflicts.map { OutboxEntryDTO($0.entry, conflict: $0.reason) }
        stacks = contents.stacks.isEmpty ? nil : contents.stacks.sorted { $0.key.name < $1.key.name }.map(OutboxStacksDTO.init)
    }

    func contents() throws(StoredValueError) -> OutboxContents {
        guard format == Self.currentFormat else { throw StoredValueError("format \(format), not \(Self.currentFormat)") }
        var contents = OutboxContents()
        for entry in waiting { contents.waiting.append(try entry.entry()) }
        for entry in conflicts { contents.conflicts.append(try entry.waitingConflict()) }
        for kept in stacks ?? [] { contents.stacks[Author(kept.author)] = try kept.stacks() }
        return contents
    }
}

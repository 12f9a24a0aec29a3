import Domain
import Foundation

/// The ways a store file gets damaged from outside (a disk, a crash, a hand edit), each applied to a
/// repair fixture's store, returning the projects whose only record it destroyed.
enum StoreDamage: String, CaseIterable, Sendable, CustomStringConvertible {
    case garbageInAProjectLine, garbageInTheUndoSection, truncatedSnapshot, badJournalLineInTheMiddle
    case checksumMismatch, nulBlock, bytesInserted, garbageInTheSnapshotHeader, snapshotMissing, snapshotEmpty, snapshotGarbage
    case journalEmpty, journalTruncatedInItsHeader, journalGarbage

    var description: String { rawValue }

    /// The file the damage is in.
    var file: String {
        switch self {
        case .badJournalLineInTheMiddle, .checksumMismatch, .snapshotMissing, .journalEmpty, .journalTruncatedInItsHeader, .journalGarbage:
            "journal.jsonl"
        default: "snapshot.json"
        }
    }

    /// Damages the store of `fixture`; returns the ids of the projects it leaves no readable record of.
    func apply(to fixture: RepairFixture) throws -> Set<String> {
        let snapshot = try fixture.lines(of: "snapshot.json", section: "projects")
        let journal = try fixture.lines(of: "journal.jsonl", section: nil)
        switch self {
        case .garbageInAProjectLine:
            try fixture.overwrite("snapshot.json", at: snapshot[10].range.lowerBound + 60, with: Array("#####".utf8))
            return [snapshot[10].id]
        case .garbageInTheUndoSection:
            let steps = try fixture.lines(of: "snapshot.json", section: "undo")
            try fixture.overwrite("snapshot.json", at: steps[20].range.lowerBound + 3, with: Array("\u{1}garbage".utf8))
            return []
        case .truncatedSnapshot:
            let cut = snapshot[25].range.lowerBound + 40
            try fixture.write("snapshot.json", Array(try fixture.bytes("snapshot.json").prefix(cut)))
            return Set(snapshot[25...].map(\.id))
        case .badJournalLineInTheMiddle:
            try fixture.overwrite("journal.jsonl", at: journal[2].range.lowerBound, with: Array("{broken".utf8))
            return [journal[2].id]
        case .checksumMismatch:
            // Still JSON, and still a project: only the checksum tells that the title was edited.
            let title = try require(journal[2].text.range(of: "Extra 1"))
            let offset = journal[2].text.utf8.distance(from: journal[2].text.startIndex, to: title.lowerBound)
            try fixture.overwrite("journal.jsonl", at: journal[2].range.lowerBound + offset, with: Array("Extra X".utf8))
            return [journal[2].id]
        case .nulBlock:
            let start = snapshot[15].range.lowerBound + 100
            try fixture.overwrite("snapshot.json", at: start, with: [UInt8](repeating: 0, count: 1024))
            return Set(snapshot.filter { $0.range.overlaps(start..<(start + 1024)) }.map(\.id))
        case .bytesInserted:
            // Every offset after them moves, and the file is longer than its header says.
            var bytes = try fixture.bytes("snapshot.json")
            bytes.insert(contentsOf: Array("#inserted#".utf8), at: snapshot[5].range.lowerBound + 50)
            try fixture.write("snapshot.json", bytes)
            return [snapshot[5].id]
        case .garbageInTheSnapshotHeader:
            // Its sections are lost: each line is told by its shape, and no step has an owner any more.
            try fixture.overwrite("snapshot.json", at: 2, with: Array("garbage".utf8))
            return []
        case .snapshotMissing:
            try FileManager.default.removeItem(at: fixture.directory.appending(path: "snapshot.json"))
            return Set(snapshot.map(\.id))
        case .snapshotEmpty, .snapshotGarbage:
            try fixture.write("snapshot.json", self == .snapshotEmpty ? [] : [UInt8](repeating: 0xFF, count: 100))
            return Set(snapshot.map(\.id))
        case .journalEmpty, .journalTruncatedInItsHeader, .journalGarbage:
            let bytes: [UInt8] = switch self {
            case .journalEmpty: []
            case .journalTruncatedInItsHeader: Array(try fixture.bytes("journal.jsonl").prefix(10))
            default: (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) }
            }
            try fixture.write("journal.jsonl", bytes)
            return Set(journal.dropFirst().map(\.id))
        }
    }
}

/// `#require` for a value a damage needs, outside a test function.
private func require<Value>(_ value: Value?) throws -> Value {
    guard let value else { throw CocoaError(.fileReadCorruptFile) }
    return value
}

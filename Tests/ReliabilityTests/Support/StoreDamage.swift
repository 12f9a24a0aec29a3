import Foundation

/// One way a store is damaged from outside, as ``DamageMatrixTests`` inflicts it.
enum StoreDamage: String, CaseIterable, Sendable, CustomStringConvertible {
    case snapshotProjectIDFlipped, snapshotProjectDateFlipped, snapshotProjectTitleFlipped, snapshotHistoryAuthorFlipped
    case snapshotUndoStepFlipped, snapshotHeaderFlipped, snapshotLineDuplicated, snapshotDeleted, snapshotReplacedByAnOlderOne
    case journalMiddleFlipped, journalLastRecordFlipped, journalCutInItsLastRecord, journalLastNewlineCut, journalTailZeroed
    case garbageAppended, garbageLineAppended, journalLineDuplicated, journalDeleted, journalEmptied, filesSwapped
    case journalReplacedByTheOneTheSnapshotFolded, journalReplacedByAnOlderOne

    var description: String { rawValue }

    /// The file `list` must name.
    var file: String { rawValue.hasPrefix("snapshot") ? "snapshot.json" : "journal.jsonl" }

    /// Damage that touches no change: no undo step may be dropped for it.
    var touchesNoChange: Bool {
        [.snapshotProjectIDFlipped, .snapshotProjectDateFlipped, .snapshotProjectTitleFlipped, .snapshotHistoryAuthorFlipped,
         .journalLastNewlineCut, .garbageAppended, .garbageLineAppended, .journalLineDuplicated].contains(self)
    }

    /// Damages the store; returns how many projects the damage may have cost (the lines it touched).
    func apply(to store: String, base: DamagedBaseline) throws -> Int {
        let journalURL = URL(filePath: store + "/journal.jsonl"), snapshotURL = URL(filePath: store + "/snapshot.json")
        var journal = try Data(contentsOf: journalURL), snapshot = try Data(contentsOf: snapshotURL)
        let lines = Self.lineStarts(journal)
        var touched = 0
        switch self {
        case .snapshotProjectIDFlipped, .snapshotProjectDateFlipped, .snapshotProjectTitleFlipped:
            let title = try Self.require(snapshot.range(of: Data(#""title":"imported 1 17""#.utf8), options: .backwards))
            let line = try Self.require(snapshot[..<title.lowerBound].lastIndex(of: UInt8(ascii: "\n"))) + 1
            let at = switch self {
            case .snapshotProjectIDFlipped: line + 10
            case .snapshotProjectDateFlipped: try Self.require(snapshot[line...].range(of: Data(#""updatedAt":"#.utf8))).upperBound + 3
            default: title.lowerBound + 12
            }
            snapshot[at] ^= 0x01
            touched = 1
        case .snapshotHistoryAuthorFlipped:
            snapshot[try Self.require(snapshot[512...].range(of: Data(#""author":""#.utf8))).upperBound] ^= 0x20
        case .snapshotUndoStepFlipped:
            // The top of the undo stack (the section's last line), which an undo reads.
            let end = try Self.section("undo", of: snapshot, field: 2)
            snapshot[end - 40] ^= 0x01
        case .snapshotHeaderFlipped:
            snapshot[24] ^= 0x01 // the first digit of its sequence number
        case .snapshotLineDuplicated:
            touched = 1 // counted twice among the projects found
            let title = try Self.require(snapshot.range(of: Data(#""title":"imported 1 17""#.utf8), options: .backwards))
            let start = try Self.require(snapshot[..<title.lowerBound].lastIndex(of: UInt8(ascii: "\n"))) + 1
            let end = try Self.require(snapshot[start...].firstIndex(of: UInt8(ascii: "\n"))) + 1
            snapshot.insert(contentsOf: snapshot[start..<end], at: end)
        case .snapshotDeleted:
            try FileManager.default.removeItem(at: snapshotURL)
            return base.projects.count
        case .snapshotReplacedByAnOlderOne:
            snapshot = base.olderSnapshot
            touched = base.projects.count
        case .journalMiddleFlipped, .journalLastRecordFlipped:
            let line = self == .journalLastRecordFlipped ? lines.count - 2 : max(1, (lines.count - 1) / 2)
            journal[(lines[line] + lines[line + 1]) / 2] ^= 0x01
            touched = 1
        case .journalCutInItsLastRecord:
            journal = journal.prefix((lines[lines.count - 2] + journal.count) / 2)
        case .journalLastNewlineCut:
            journal = journal.dropLast()
        case .journalTailZeroed:
            let from = max(lines[1], journal.count - 4096)
            journal.replaceSubrange(from..., with: Data(count: journal.count - from))
            touched = (0..<(lines.count - 1)).count { lines[$0 + 1] > from }
        case .garbageAppended: journal += Data("#$%&garbage".utf8)
        case .garbageLineAppended: journal += Data("#$%&garbage\n".utf8)
        case .journalLineDuplicated:
            let line = max(1, (lines.count - 1) / 2), end = lines[line + 1]
            journal.insert(contentsOf: journal[lines[line]..<end], at: end)
        case .journalDeleted:
            try FileManager.default.removeItem(at: journalURL)
            return base.changesInJournal
        case .journalEmptied:
            journal = Data()
            touched = base.changesInJournal
        case .filesSwapped:
            (journal, snapshot) = (snapshot, journal)
            touched = base.projects.count
        case .journalReplacedByTheOneTheSnapshotFolded, .journalReplacedByAnOlderOne:
            // A backup of the journal copied back: the changes made since the snapshot are not in it.
            journal = self == .journalReplacedByAnOlderOne ? base.earlierJournal : base.foldedJournal
            touched = base.changesInJournal
        }
        try journal.write(to: journalURL)
        try snapshot.write(to: snapshotURL)
        return touched
    }

    /// Where each line of `data` starts, then where the data ends: line `i` is `starts[i]..<starts[i + 1]`.
    private static func lineStarts(_ data: Data) -> [Int] {
        [0] + data.indices.filter { data[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }.filter { $0 < data.count } + [data.count]
    }

    /// Where section `name` of the snapshot starts, as its header says.
    private static func section(_ name: String, of snapshot: Data, field: Int) throws -> Int {
        let header = String(decoding: snapshot.prefix(512), as: UTF8.self)
        let match = try require(header.firstMatch(of: try Regex("\"\(name)\":\\[([0-9]+),([0-9]+),")))
        return try require(Int(try require(match.output[field].substring)))
    }

    /// The command that reads what the damage hit: a listing reads neither the history nor the stacks.
    /// A dry run of `repair` names damage (exit 3) and writes nothing.
    var reader: [String] {
        switch self {
        case .snapshotHistoryAuthorFlipped: ["history"]
        case .snapshotUndoStepFlipped: ["repair", "--dry-run"] // an undo reads it only once the journal's own steps are undone
        default: ["list"]
        }
    }

    private static func require<Value>(_ value: Value?) throws -> Value {
        guard let value else { throw DamageSetupError() }
        return value
    }
}

/// The store to damage did not have the shape the damage needs.
struct DamageSetupError: Error {}

// Fuzz target `store-documents`: the decoders of the store's files (Data's strict JSON reader, the
// snapshot document, the journal's header and lines, and the conversion of records into Domain values).
//
// Besides "never crash", it checks a round trip: whatever decodes, once written again by the store's own
// writer, decodes to the same value. A difference would mean a change that reads back differently after
// a restart. And every instant that decodes is one an export can write and read back.
@testable import Data
import Domain
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func storeDocumentsTestOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = count > 0 ? Data(bytes: start!, count: count) : Data()

    if let document = try? JSONReader.read(bytes, { (reader) throws(JSONReadError) in try SnapshotDocument(reading: &reader) }) {
        let again = SnapshotDocument.encode(document.workspace, sequence: document.sequence)
        checkExportable(document.workspace)
        guard let reread = try? JSONReader.read(again, { (reader) throws(JSONReadError) in try SnapshotDocument(reading: &reader) }),
              reread.workspace == document.workspace, reread.sequence == document.sequence else {
            fatalError("a snapshot does not read back as written")
        }
        _ = try? SnapshotDocument.checkFrame(head: Data(again.prefix(32)), last: again.last)
        // A board read skips the stacks' projects; whatever reads whole must read the same board.
        guard let parts = try? JSONReader.read(bytes, { (reader) throws(JSONReadError) in
            try SnapshotDocument.read(&reader, workspace: WorkspaceDTO.readBoardParts)
        }), Board(projects: Workspace(projects: parts.workspace.projects).projects.values, // as the journal does
                  canUndo: parts.workspace.canUndo, canRedo: parts.workspace.canRedo) == Board(document.workspace) else {
            fatalError("a snapshot's board differs from the board of its workspace")
        }
    }
    _ = try? SnapshotDocument.checkFrame(head: bytes.prefix(32), last: bytes.last)

    // The same bytes as a journal: a header line, then one entry per line, applied in order.
    var workspace = Workspace()
    for (index, line) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
        _ = JournalEntry.trailingSequence(of: line)
        if index == 0 {
            _ = try? JSONReader.read(line, { (reader) throws(JSONReadError) in try JournalHeader(reading: &reader) })
            continue
        }
        guard let entry = try? JSONReader.read(line, { (reader) throws(JSONReadError) in try JournalEntry(reading: &reader) }),
              let event = try? entry.event.event() else { continue }
        let written = JournalEntry.line(event, sequence: entry.seq)
        guard JournalEntry.trailingSequence(of: written.dropLast()) == entry.seq,
              let reread = try? JSONReader.read(written.dropLast(), { (reader) throws(JSONReadError) in try JournalEntry(reading: &reader) }),
              reread.seq == entry.seq, (try? reread.event.event()) == event else {
            fatalError("a journal line does not read back as written")
        }
        try? workspace.apply(event)
    }
    checkExportable(workspace)
    return 0
}

/// Every instant of `workspace` can be exported and imported again: a stored one out of that range must
/// have been refused as damage when it was read.
private func checkExportable(_ workspace: Workspace) {
    let changes = workspace.undoStack + workspace.redoStack
    let projects = Array(workspace.projects.values) + changes.flatMap { $0.before + $0.after }
    let instants = projects.flatMap { [$0.createdAt, $0.updatedAt] } + workspace.history.map(\.date)
    for instant in instants {
        guard ArchiveTimestamp.writable.contains(instant), ArchiveTimestamp.parseISO8601(ArchiveTimestamp.iso8601(instant)) != nil else {
            fatalError("a stored instant cannot be exported: \(instant.timeIntervalSinceReferenceDate)")
        }
    }
}

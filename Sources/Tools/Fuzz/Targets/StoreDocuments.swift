// Fuzz target `store-documents`: the decoders of the journal store's files (the strict JSON reader, the
// whole-document snapshot, the line snapshot, the journal's header and records, and the conversion of
// records into Domain values).
//
// Besides "never crash", it checks a round trip: whatever decodes, once written again by the store's own
// writer, decodes to the same value. A difference would mean a change that reads back differently after
// a restart. And every instant that decodes is one an export can write and read back.
@testable import JournalStore
@testable import ProjectArchive
import Domain
import FastCoding
import Foundation
import StoreRecords

/// libFuzzer calls this with each input it makes up; a crash or a failed check is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func storeDocumentsTestOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = count > 0 ? Data(bytes: start!, count: count) : Data()

    // The whole-document snapshot (the snapshot store's `workspace.json`, and the first journal format).
    if let document = try? JSONReader.read(bytes, { (reader) throws(JSONReadError) in try SnapshotDocument(reading: &reader, legacyAuthor: fuzzAuthor) }) {
        let again = SnapshotDocument.encode(document.workspace, sequence: document.sequence)
        checkExportable(document.workspace)
        guard let reread = try? JSONReader.read(again, { (reader) throws(JSONReadError) in try SnapshotDocument(reading: &reader, legacyAuthor: fuzzAuthor) }),
              reread.workspace == document.workspace, reread.sequence == document.sequence else {
            fatalError("a snapshot does not read back as written")
        }
    }

    // The same bytes as the line snapshot (the journal store's `snapshot.json`): whatever it reads whole
    // must read the same once written again by the store's own writer, and a lookup by id must agree.
    let snapshot = scratch.file(JournalProjectRepository.snapshotFileName)
    if (try? snapshot.replace(with: Array(bytes))) != nil, case let .current(lines)? = (try? LineSnapshot.open(snapshot, legacyAuthor: fuzzAuthor)) ?? nil {
        if let projects = try? lines.projects(),
           let history = try? lines.newestHistory(Workspace.historyLimit) {
            let workspace = Workspace(projects: projects, history: history.reversed())
            checkExportable(workspace)
            guard (try? snapshot.replace(with: SnapshotWriter.bytes(of: workspace, sequence: 1))) != nil,
                  case let .current(again)? = (try? LineSnapshot.open(snapshot, legacyAuthor: fuzzAuthor)) ?? nil else {
                fatalError("a line snapshot written by the store does not open")
            }
            guard (try? again.projects()) == projects.sorted(by: { $0.id < $1.id }),
                  (try? again.newestHistory(Workspace.historyLimit)) == history else {
                fatalError("a line snapshot does not read back as written")
            }
            for project in projects.prefix(8) {
                guard (try? again.projects(withIDs: [project.id]))?[project.id] == workspace.projects[project.id] else {
                    fatalError("a lookup by id misses a project the snapshot holds")
                }
            }
        }
    }

    // The same bytes as a journal: a header line, then one record per line. A record that verifies must
    // carry an event the Domain can apply, or be refused as damage, never crash.
    var workspace = Workspace()
    for (index, line) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
        _ = JournalEntry.trailingSequence(of: line) // the first format's journal, read by a migration
        if index == 0 {
            _ = try? JSONReader.read(line, { (reader) throws(JSONReadError) in try JournalHeader(reading: &reader) })
            continue
        }
        let bytes = Array(line)
        guard (try? bytes.withUnsafeBytes { (raw) throws(StoredValueError) in try JournalRecord.verify(raw) }) != nil,
              let dto = try? bytes.withUnsafeBytes({ (raw) throws(JSONReadError) in try JournalRecord.event(raw) }),
              let event = try? dto.event(legacyAuthor: fuzzAuthor) else { continue }
        try? workspace.apply(event)
    }
    checkExportable(workspace)
    return 0
}

/// Who the changes of a store that names nobody (an older format) are credited to.
private let fuzzAuthor = Author("fuzz@host")

/// A private store directory for the line snapshot, made once; in memory where there is a tmpfs, since
/// every replacement is fsynced.
private let scratch: StoreDirectory = {
    let base = FileManager.default.fileExists(atPath: "/dev/shm") ? URL(fileURLWithPath: "/dev/shm") : FileManager.default.temporaryDirectory
    let path = base.appendingPathComponent("fuzz-store-\(getpid())")
    try? FileManager.default.createDirectory(at: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    atexit { try? FileManager.default.removeItem(atPath: "/dev/shm/fuzz-store-\(getpid())") }
    return StoreDirectory(path)
}()

/// Every instant of `workspace` can be exported and imported again: a stored one out of that range must
/// have been refused as damage when it was read.
private func checkExportable(_ workspace: Workspace) {
    let changes = (Array(workspace.undoStacks.values) + Array(workspace.redoStacks.values)).flatMap { $0 }
    let projects = Array(workspace.projects.values) + changes.flatMap { $0.before + $0.after }
    let instants = projects.flatMap { [$0.createdAt, $0.updatedAt] } + workspace.history.map(\.date)
    for instant in instants {
        guard ArchiveTimestamp.writable.contains(instant), ArchiveTimestamp.parseISO8601(ISO8601Text.string(instant)) != nil else {
            fatalError("a stored instant cannot be exported: \(instant.timeIntervalSinceReferenceDate)")
        }
    }
}

import Domain
import FastCoding
import Foundation
import StoreRecords

/// What `repair` reads out of a `snapshot.json` (see ``LineSnapshot``): every line that is intact, each
/// one that is not named, and what its header says there should be.
///
/// Unlike ``LineSnapshot``, which refuses the whole file at its first bad byte, it reads every line on
/// its own: the header tells which section a line is in (or, when the header itself is damaged, the
/// line's shape does), and a line that does not parse is recorded and skipped.
struct SnapshotSalvage {
    /// The last journal change the snapshot holds; `nil` when its header could not be read.
    var sequence: Int?
    /// Which snapshot it is and which journal it folded (format 4 on), when its header is legible.
    var lineage: SnapshotLineage?
    var projects: [Project] = []
    /// How many projects the header says there are (or, without it, how many lines there were).
    var expectedProjects = 0
    var history: [HistoryEntry] = []
    var expectedHistory = 0
    var stacks = SalvagedStacks()
    var damaged: [DamagedRecord] = []

    /// Reads `file`; `nil` when there is none.
    /// - Throws: ``Domain/StorageError/newerVersion(file:found:supported:)`` for a file a newer release
    ///   wrote (it is not repaired), and any error reading the file.
    static func read(_ file: StoreFile, legacyAuthor: Author) throws(StorageError) -> SnapshotSalvage? {
        guard let data = try file.read() else { return nil }
        let bytes = [UInt8](data)
        var salvage = SnapshotSalvage()
        if let version = StoreFormat.leadingVersion(bytes.prefix(SnapshotHeader.length)), version > StoreFormat.version {
            throw .newerVersion(file: file.path, found: version, supported: StoreFormat.version)
        }
        let header = salvage.readHeader(bytes, file: file.name)
        var lines = FileLine.lines(of: bytes)
        // The header's line, read or recorded as damaged above.
        if !lines.isEmpty, header != nil || salvage.damaged.contains(where: { $0.kind == .header }) { lines.removeFirst() }
        for line in lines {
            let kind = header.map { Self.kind(at: line.offset, in: $0) } ?? Self.kind(of: line.bytes)
            guard line.complete else {
                salvage.damaged.append(DamagedRecord(file: file.name, line: line.number, offset: line.offset, kind: kind ?? .project,
                                                     bytes: line.bytes, reason: "the file ends inside this line"))
                continue
            }
            salvage.read(line, as: kind, file: file.name, header: header, legacyAuthor: legacyAuthor)
        }
        salvage.expectedProjects = max(header?.projects.count ?? 0, salvage.projects.count + salvage.damaged.count { $0.kind == .project })
        salvage.expectedHistory = max(header?.history.count ?? 0, salvage.history.count + salvage.damaged.count { $0.kind == .history })
        salvage.stacks.resolve(header: header, fileSize: bytes.count, legacyAuthor: legacyAuthor)
        salvage.damaged.sort { $0.offset < $1.offset }
        return salvage
    }

    /// The header, when its line is intact and it fits the file; otherwise the damage is recorded.
    private mutating func readHeader(_ bytes: [UInt8], file: String) -> SnapshotHeader? {
        let line = SnapshotHeader.headLine(Array(bytes.prefix(SnapshotHeader.length)))
        guard !bytes.isEmpty else {
            damaged.append(DamagedRecord(file: file, line: 1, offset: 0, kind: .missing, reason: "the file is empty"))
            return nil
        }
        guard let line else {
            damaged.append(DamagedRecord(file: file, line: 1, offset: 0, kind: .header, reason: "it has no complete header line"))
            return nil
        }
        let header: SnapshotHeader
        do {
            header = try SnapshotHeader.read(line)
        } catch {
            damaged.append(DamagedRecord(file: file, line: 1, offset: 0, kind: .header, reason: error.description))
            return nil
        }
        (sequence, lineage) = (header.sequence, header.lineage)
        if bytes.count < header.size {
            damaged.append(DamagedRecord(file: file, line: 0, offset: bytes.count, kind: .missing,
                                         reason: "the file ends at byte \(bytes.count) where its header says \(header.size)"))
        } else if bytes.count > header.size {
            damaged.append(DamagedRecord(file: file, line: 1, offset: 0, kind: .header,
                                         reason: "it is \(bytes.count) bytes long where its header says \(header.size)"))
        }
        return header
    }

    /// Reads one complete line as what its place says it is (without a header, its shape); a line that
    /// is not, but has the shape of a project or a history line, is read as that: bytes inserted before
    /// it shift every offset after them, so the header's sections can be off by a line at their ends.
    private mutating func read(_ line: FileLine, as kind: DamagedRecord.Kind?, file: String, header: SnapshotHeader?, legacyAuthor: Author) {
        let reason: String
        var line = line
        do {
            // Sealed lines (format 4 on; without a header, any line that has a seal) are checked first.
            if header?.isSealed ?? Self.looksSealed(line.bytes) { line = line.with(bytes: try SealedLine.opened(line.bytes)) }
            return try add(line, as: kind, header: header, legacyAuthor: legacyAuthor)
        } catch {
            reason = "\(error)"
        }
        if let shape = Self.kind(of: line.bytes), shape != kind, shape == .project || shape == .history,
           (try? add(line, as: shape, header: header, legacyAuthor: legacyAuthor)) != nil {
            return
        }
        if case let .step(redo)? = kind { stacks.add(.failure(SalvagedStacks.Unreadable()), at: line.offset, redo: redo) }
        // Without a header, a line of no known shape: most lines are projects, so most likely one.
        let named: DamagedRecord.Kind = switch kind {
        case .header?, .change?, .missing?, nil: .project
        case let place?: place
        }
        damaged.append(DamagedRecord(file: file, line: line.number, offset: line.offset, kind: named, bytes: line.bytes, reason: reason))
    }

    /// Adds what `line` holds as a line of `kind`.
    private mutating func add(_ line: FileLine, as kind: DamagedRecord.Kind?, header: SnapshotHeader?, legacyAuthor: Author) throws {
        switch kind {
        case .project?:
            let dto = try JSONReader.read(line.bytes) { (reader) throws(JSONReadError) in try StoredProject(reading: &reader) }
            projects.append(try dto.project())
        case .history?:
            let dto = try JSONReader.read(line.bytes) { (reader) throws(JSONReadError) in try HistoryEntryDTO(reading: &reader) }
            history.append(try dto.entry(legacyAuthor: legacyAuthor))
        case let .step(redo)?:
            let dto = try JSONReader.read(line.bytes) { (reader) throws(JSONReadError) in try ChangeDTO(reading: &reader) }
            stacks.add(.success(try dto.change()), at: line.offset, redo: redo)
        case .author?:
            guard let header else { return } // without the header, no run can be checked: every step is dropped
            stacks.owners.append(try JSONReader.read(line.bytes) { (reader) throws(JSONReadError) in try AuthorStacks(reading: &reader, within: header) })
        case .header?, .change?, .missing?, nil:
            throw StoredValueError("it is none of the lines a snapshot holds")
        }
    }

    /// Whether a line ends as a sealed one does: a space and eight hex digits after a closing brace.
    private static func looksSealed(_ line: ArraySlice<UInt8>) -> Bool {
        guard line.count > SealedLine.length + 1 else { return false }
        let seal = line.suffix(SealedLine.length)
        return line[seal.startIndex - 1] == UInt8(ascii: "}") && seal.first == UInt8(ascii: " ")
            && seal.dropFirst().allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }
    }

    /// The section the line at `offset` lies in.
    private static func kind(at offset: Int, in header: SnapshotHeader) -> DamagedRecord.Kind {
        if offset < header.history.end { return .history }
        if offset < header.undo.end { return .step(redo: false) }
        if offset < header.redo.end { return .step(redo: true) }
        if let authors = header.authors, offset < authors.end { return .author }
        return .project
    }

    /// Without a header, what a line's first bytes say it is. A step is told from a history line by
    /// its images; which stack it was on cannot be told, and it is dropped with every other step.
    private static func kind(of line: ArraySlice<UInt8>) -> DamagedRecord.Kind? {
        if line.starts(with: #"{"id":"#.utf8) { return .project }
        if line.starts(with: #"{"author":"#.utf8) { return .author }
        guard line.starts(with: #"{"action":"#.utf8) else { return nil }
        return line.firstRange(of: Array(#""before":["#.utf8)) != nil ? .step(redo: false) : .history
    }
}

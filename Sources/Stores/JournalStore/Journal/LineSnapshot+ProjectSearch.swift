import Domain
import FastCoding

/// Finding projects by id without reading the projects section whole: the section is sorted by id, so a
/// binary search over byte offsets narrows it to one chunk, which is then scanned.
extension LineSnapshot {
    /// Where a binary search stops halving and scans: a lookup reads about this much of the section.
    static let searchChunk = chunk / 4
    /// How much is read at a time while looking for the start of the next line.
    static let lineProbe = chunk / 8
    /// Up to this many ids are looked up by a binary search each; more are found in one pass.
    static let lookupsBeforeScan = 32
    /// The text a project line starts with, before its id.
    static let idLinePrefix = Array(#"{"id":""#.utf8)

    /// The projects whose id `reference` names (one at most for a full id).
    func projects(matching reference: ProjectReference) throws(StorageError) -> [Project] {
        let digits = reference.prefix.filter { $0 != "-" }
        let idDigits = 32
        guard digits.count <= idDigits else { return [] }
        // The lowest id the prefix can start: the prefix, then zeros.
        let padded = digits + String(repeating: "0", count: idDigits - digits.count)
        let lowest = Self.dashed(padded)
        var found: [Project] = []
        try forEachLine(in: header.projects, from: try lowerBound(lowest), chunk: Self.searchChunk) { (offset, line) throws(StorageError) in
            guard let id = Self.id(of: line) else { throw corrupt(at: offset, "a project line does not start with its id") }
            if id.lexicographicallyPrecedes(lowest) { return true }
            guard let projectID = id.withUnsafeBytes(IDText.projectID) else { return false }
            if reference.matches(projectID) {
                found.append(try project(line, at: offset))
            } else if !reference.isSuffix {
                return false // past every match of a prefix: the lines are sorted
            }
            return true // an ending may match anywhere: read on
        }
        return found
    }

    /// The projects with these ids that exist. Many ids (an import) are found in one pass over the
    /// section; a few by binary search each.
    func projects(withIDs ids: [ProjectID]) throws(StorageError) -> [ProjectID: Project] {
        var found: [ProjectID: Project] = [:]
        if ids.count <= Self.lookupsBeforeScan {
            for id in ids {
                if let project = try projects(matching: ProjectReference(id)).first { found[id] = project }
            }
            return found
        }
        let wanted = Set(ids)
        try forEachLine(in: header.projects, from: header.projects.offset) { (offset, line) throws(StorageError) in
            guard let id = Self.id(of: line) else { throw corrupt(at: offset, "a project line does not start with its id") }
            if let projectID = id.withUnsafeBytes(IDText.projectID), wanted.contains(projectID) {
                let project = try project(line, at: offset)
                found[project.id] = project
            }
            return true
        }
        return found
    }

    /// The offset of a line at or before the first line whose id is not below `target`: a binary search
    /// over byte offsets narrows the section down to one chunk, which the caller then scans.
    private func lowerBound(_ target: [UInt8]) throws(StorageError) -> Int {
        var low = header.projects.offset, high = header.projects.end
        while high - low > Self.searchChunk {
            let middle = low + (high - low) / 2
            guard let (start, probed) = try lineStart(after: middle, before: high) else {
                high = middle
                continue
            }
            // The probe that found the line's start nearly always holds the whole line too: one read per
            // step. The line is checked before its id steers the search.
            let line = try wholeLine(at: start, probed: probed)
            if header.isSealed { try Self.check(line, at: start, of: file) }
            guard let id = Self.id(of: line) else { throw corrupt(at: start, "a project line does not start with its id") }
            if id.lexicographicallyPrecedes(target) { low = start } else { high = start }
        }
        return low
    }

    /// The first line that starts after `offset` and before `limit`, if any, with the bytes of it the
    /// probe read.
    private func lineStart(after offset: Int, before limit: Int) throws(StorageError) -> (start: Int, head: ArraySlice<UInt8>)? {
        var position = offset
        while position < limit {
            // A whole probe even near `limit`: the bytes past the line's start are its id.
            let bytes = try file.read(at: position, count: Self.lineProbe)
            if let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) {
                let start = position + newline + 1
                return start < limit ? (start, bytes[(newline + 1)...]) : nil
            }
            if bytes.isEmpty { break }
            position += bytes.count
        }
        return nil
    }

    /// The line (without its newline) starting at `start`, of which `probed` are the first bytes read.
    private func wholeLine(at start: Int, probed: ArraySlice<UInt8>) throws(StorageError) -> ArraySlice<UInt8> {
        if let newline = probed.firstIndex(of: UInt8(ascii: "\n")) { return probed[..<newline] }
        var bytes = Array(probed)
        while start + bytes.count < header.projects.end {
            let more = try file.read(at: start + bytes.count, count: Self.lineProbe)
            guard !more.isEmpty else { break }
            if let newline = more.firstIndex(of: UInt8(ascii: "\n")) { return (bytes + more[..<newline])[...] }
            bytes += more
        }
        throw corrupt(at: start, "the last line of a section has no end")
    }

    /// The 36 id bytes a project line starts with (`{"id":"…`).
    static func id(of line: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        guard line.count >= idLinePrefix.count + IDText.length, line.starts(with: idLinePrefix) else { return nil }
        let start = line.startIndex + idLinePrefix.count
        return line[start..<(start + IDText.length)]
    }

    /// Hex digits (up to 32) in the `8-4-4-4-12` form ids are stored in, as the bytes of a line.
    static func dashed(_ digits: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(IDText.length)
        var count = 0
        for digit in digits.utf8 {
            if count == 8 || count == 12 || count == 16 || count == 20 { bytes.append(UInt8(ascii: "-")) }
            bytes.append(digit)
            count += 1
        }
        return bytes
    }
}

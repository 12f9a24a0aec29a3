import Domain
import Foundation

/// Reading a section's lines: forwards in reused chunks (a whole section, or from a line start until the
/// caller stops), or backwards from its end (the top of a stack).
extension LineSnapshot {
    /// How much is read at a time when reading backwards from a section's end (a stack's top).
    static let chunk = 64 * 1024
    /// How much a streamed section (the board) is read at a time.
    static let streamChunk = 4 * chunk

    /// Calls `body` with each line of `section` from `start` on (a line start), until it returns `false`.
    /// One buffer is reused for every chunk: a fresh array per chunk made page faults a sixth of `list`.
    func forEachLine(
        in section: SnapshotHeader.Section, from start: Int, chunk: Int = LineSnapshot.streamChunk,
        _ body: (Int, ArraySlice<UInt8>) throws(StorageError) -> Bool
    ) throws(StorageError) {
        try Self.forEachLine(of: file, sealed: header.isSealed, in: section, from: start, chunk: chunk, body)
    }

    /// The same for a snapshot not yet opened; with `sealed`, each line is checked before `body` has it.
    static func forEachLine(
        of file: ReadOnlyFile, sealed: Bool, in section: SnapshotHeader.Section, from start: Int, chunk: Int = 4 * LineSnapshot.chunk,
        _ body: (Int, ArraySlice<UInt8>) throws(StorageError) -> Bool
    ) throws(StorageError) {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(2 * chunk)
        var bufferStart = start, next = start
        while next < section.end {
            let count = min(chunk, section.end - next)
            guard try file.append(into: &buffer, at: next, count: count) == count else {
                throw .corrupt(file: file.path, reason: "the line at byte \(next): the file ends inside a section")
            }
            next += count
            var lineStart = 0
            while let newline = Self.newline(in: buffer, from: lineStart) {
                let line = buffer[lineStart..<newline]
                if sealed { try check(line, at: bufferStart + lineStart, of: file) }
                guard try body(bufferStart + lineStart, line) else { return }
                lineStart = newline + 1
            }
            buffer.removeSubrange(0..<lineStart)
            bufferStart += lineStart
        }
        if !buffer.isEmpty { throw .corrupt(file: file.path, reason: "the line at byte \(bufferStart): the last line of a section has no end") }
    }

    /// Checks a sealed line's checksum, naming its offset when it does not match.
    static func check(_ line: ArraySlice<UInt8>, at offset: Int, of file: ReadOnlyFile) throws(StorageError) {
        do { try SealedLine.check(line) } catch { throw .corrupt(file: file.path, reason: "the line at byte \(offset): \(error)") }
    }

    /// Where the first newline at or after `start` is in `buffer`: `memchr`, which looks at many bytes at a
    /// time (a board's 10,000 lines are megabytes to search).
    private static func newline(in buffer: [UInt8], from start: Int) -> Int? {
        buffer.withUnsafeBufferPointer { bytes in
            guard start < bytes.count, let base = bytes.baseAddress,
                  let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// The lines of a small section (the history), oldest first.
    func lines(of section: SnapshotHeader.Section) throws(StorageError) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        try forEachLine(in: section, from: section.offset) { (_, line) throws(StorageError) in
            lines.append(line)
            return true
        }
        return lines
    }

    /// The last `count` lines of `section` with their offsets, oldest first, read backwards from its end
    /// so that the top of a stack never costs the changes below it.
    func lastLines(_ count: Int, of section: SnapshotHeader.Section) throws(StorageError) -> [(Int, ArraySlice<UInt8>)] {
        guard count > 0, section.end > section.offset else { return [] }
        let newline = UInt8(ascii: "\n")
        var chunks: [[UInt8]] = [], newlines = 0, start = section.end
        // `count` lines end in `count` newlines; one more newline (or the section's start) begins them.
        while start > section.offset, newlines <= count {
            let from = max(section.offset, start - Self.chunk)
            let chunk = try file.read(at: from, count: start - from)
            newlines += chunk.reduce(0) { $0 + ($1 == newline ? 1 : 0) }
            chunks.append(chunk)
            start = from
        }
        let bytes = Array(chunks.reversed().joined())
        var lines: [(Int, ArraySlice<UInt8>)] = []
        var end = bytes.count - 1
        while lines.count < count, end >= 0 {
            let begin: Int
            if let previous = bytes[..<end].lastIndex(of: newline) {
                begin = previous + 1
            } else if start == section.offset {
                begin = 0
            } else {
                break
            }
            if header.isSealed { try Self.check(bytes[begin..<end], at: start + begin, of: file) }
            lines.append((start + begin, bytes[begin..<end]))
            end = begin - 1
        }
        return lines.reversed()
    }
}

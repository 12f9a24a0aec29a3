#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One line of a store file as `repair` reads it: where it is (for naming it) and its bytes.
struct FileLine {
    /// Its line number, counting from 1.
    let number: Int
    /// Where it starts, in bytes from the start of the file.
    let offset: Int
    /// Its bytes, without the newline.
    let bytes: ArraySlice<UInt8>
    /// Whether a newline ends it (the last line of a file cut short has none).
    let complete: Bool

    /// The same line holding `bytes` (its JSON, once its seal is checked).
    func with(bytes: ArraySlice<UInt8>) -> FileLine {
        FileLine(number: number, offset: offset, bytes: bytes, complete: complete)
    }

    /// Every line of `bytes`, the last one too when no newline ends it.
    static func lines(of bytes: [UInt8]) -> [FileLine] {
        var lines: [FileLine] = [], start = 0
        while start < bytes.count {
            if let end = newline(in: bytes, from: start) {
                lines.append(FileLine(number: lines.count + 1, offset: start, bytes: bytes[start..<end], complete: true))
                start = end + 1
            } else {
                lines.append(FileLine(number: lines.count + 1, offset: start, bytes: bytes[start...], complete: false))
                break
            }
        }
        return lines
    }

    /// Where the first newline at or after `start` is: `memchr`, which looks at many bytes at a time (a
    /// snapshot of 50,000 projects is tens of megabytes to search).
    private static func newline(in bytes: [UInt8], from start: Int) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, let found = memchr(base + start, Int32(UInt8(ascii: "\n")), buffer.count - start) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }
}

#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// Searches these guards make on every line of the package, done on the text's bytes: Foundation's
/// `contains` and `trimmingCharacters` make an `NSString` of each line, which across the package holds
/// the test runtime's few threads long enough for other suites' deadlines to pass.
extension StringProtocol {
    /// Whether `text` occurs in it.
    func includes(_ text: String) -> Bool {
        var text = text
        let found = utf8.withContiguousStorageIfAvailable { line in
            text.withUTF8 { word in
                guard let first = word.first, let needle = word.baseAddress else { return true }
                guard let haystack = line.baseAddress, word.count <= line.count else { return false }
                var start = haystack
                let end = haystack + (line.count - word.count + 1)
                while start < end, let hit = memchr(start, Int32(first), end - start) {
                    let candidate = hit.assumingMemoryBound(to: UInt8.self)
                    if memcmp(candidate, needle, word.count) == 0 { return true }
                    start = UnsafePointer(candidate) + 1
                }
                return false
            }
        }
        return found ?? String(self).includes(text)
    }

    /// Whether its first character after spaces and tabs is `character` (a directive's `#`).
    func starts(afterIndentWith character: Unicode.Scalar) -> Bool {
        utf8.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } == UInt8(ascii: character)
    }
}

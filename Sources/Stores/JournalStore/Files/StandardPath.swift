import Foundation

/// A file URL made standard (absolute, no `.`, `..` or empty part) only when it is not already: most
/// paths are, and `URL.standardizedFileURL` costs every command a twentieth of its CPU even then.
public enum StandardPath {
    /// `url`, or `url.standardizedFileURL` when its path is not yet standard or is relative to another.
    public static func standardized(_ url: URL) -> URL {
        url.baseURL == nil && isStandard(url.path(percentEncoded: false)) ? url : url.standardizedFileURL
    }

    /// Whether `path` is already as `standardizedFileURL` would make it: absolute, with no `.`, `..` or
    /// empty part (a trailing `/` aside).
    public static func isStandard(_ path: String) -> Bool {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        let bytes = Array(path.utf8)
        guard bytes.first == slash else { return false }
        var start = 1
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != slash { end += 1 }
            let length = end - start
            let dots = (length == 1 || length == 2) && bytes[start..<end].allSatisfy { $0 == dot }
            if dots || (length == 0 && end < bytes.count) { return false }
            start = end + 1
        }
        return true
    }
}

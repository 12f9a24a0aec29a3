import Domain
import FastCoding
import Foundation

/// Decodes store files, turning every way they can fail into a ``Domain/StorageError`` naming the file.
enum StoreDecoding {
    /// Reads one JSON value from `bytes` with `body`.
    static func read<Value>(
        _ bytes: some ContiguousBytes, file: String, _ body: (inout JSONReader) throws(JSONReadError) -> Value
    ) throws(StorageError) -> Value {
        do {
            return try JSONReader.read(bytes, body)
        } catch {
            if let found = error.newerVersion {
                throw .newerVersion(file: file, found: found, supported: StoreFormat.version)
            }
            throw .corrupt(file: file, reason: error.description)
        }
    }
}

extension StorageError {
    /// The reason a damaged file gives (what a repair names), or the whole error for any other.
    var reason: String {
        if case let .corrupt(_, reason) = self { return reason }
        return "\(self)"
    }
}

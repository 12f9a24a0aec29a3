import Domain
import Foundation

/// Decodes a store file, turning every way it can fail into a ``Domain/StorageError`` that names the file.
enum StoreDecoding {
    static func decode<Value: Decodable>(_ type: Value.Type, from data: Data, file: String) throws(StorageError) -> Value {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as UnsupportedVersion {
            throw .newerVersion(file: file, found: error.found, supported: StoreFormat.version)
        } catch {
            throw .corrupt(file: file, reason: reason(error))
        }
    }

    /// The workspace a snapshot document describes.
    static func workspace(_ document: SnapshotDocument, file: String) throws(StorageError) -> Workspace {
        do { return try document.workspace.workspace() } catch { throw .corrupt(file: file, reason: error.description) }
    }

    /// A short reason a person can act on, instead of the decoder's full debug dump.
    static func reason(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        func place(_ path: [any CodingKey]) -> String {
            path.isEmpty ? "" : " at " + path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case let .dataCorrupted(context): return "not valid JSON\(place(context.codingPath))"
        case let .keyNotFound(key, context): return "missing '\(key.stringValue)'\(place(context.codingPath))"
        case let .typeMismatch(_, context), let .valueNotFound(_, context):
            return "unexpected value\(place(context.codingPath))"
        @unknown default: return "unreadable"
        }
    }
}

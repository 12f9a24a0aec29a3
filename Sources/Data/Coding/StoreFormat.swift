import Foundation

/// The schema version every store file carries, and the JSON settings shared by all of them.
enum StoreFormat {
    /// Bump it when a file changes shape; older programs then refuse the file instead of misreading it.
    static let version = 1

    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return encoder
    }
}

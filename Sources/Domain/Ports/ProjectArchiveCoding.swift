import Foundation

/// The port for moving projects in and out of the program as a document (export and import).
public protocol ProjectArchiveCoding: Sendable {
    /// The document that ``decode(_:)`` reads back with every field, ids included.
    func encode(_ projects: [Project]) throws -> Data
    /// The projects in a document; throws a readable error when it is not one this coder knows.
    func decode(_ data: Data) throws -> [Project]
}

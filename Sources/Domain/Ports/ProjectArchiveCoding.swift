import Foundation

/// The port for writing projects out as a document: our export, or a calendar of their deadlines.
public protocol ProjectArchiveEncoding: Sendable {
    /// The document of `projects`, in the order given.
    func encode(_ projects: [Project]) throws -> Data
}

/// The port for moving projects in and out of the program as a document (export and import).
public protocol ProjectArchiveCoding: ProjectArchiveEncoding {
    /// The projects in a document; throws a readable error when it is not one this coder knows.
    func decode(_ data: Data) throws -> [Project]
}

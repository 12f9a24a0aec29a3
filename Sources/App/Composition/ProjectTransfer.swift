import Domain
import Foundation

/// Export and import of whole boards. They have no screen of their own, so frontends call them directly
/// rather than through a view model.
public struct ProjectTransfer: Sendable {
    /// What an import did: how many projects it added, updated and found unchanged.
    public typealias Summary = ImportProjects.Summary

    private let exportProjects: ExportProjects
    private let importProjects: ImportProjects

    /// Pairs the two use cases.
    public init(export: ExportProjects, import: ImportProjects) {
        exportProjects = export
        importProjects = `import`
    }

    /// Every project as our JSON document.
    ///
    /// - Throws: a `StorageError` when the store cannot be read.
    public func exportDocument() async throws -> Data {
        try await exportProjects()
    }

    /// Stores the projects of `document` (our export or Taskwarrior's) as one undoable change.
    ///
    /// - Throws: an error naming what is wrong with the document, or a `StorageError`; nothing is stored.
    public func importDocument(_ document: Data) async throws -> Summary {
        try await importProjects(document)
    }
}

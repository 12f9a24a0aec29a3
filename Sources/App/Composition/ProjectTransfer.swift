import Domain
import Foundation

/// Export and import of whole boards. They have no screen of their own, so frontends call them directly
/// rather than through a view model.
public struct ProjectTransfer: Sendable {
    /// What an import did: how many projects it added, updated and found unchanged.
    public typealias Summary = ImportProjects.Summary

    private let exportProjects: ExportProjects
    private let exportCalendar: ExportProjects
    private let importProjects: ImportProjects

    /// Pairs the use cases: our export, the calendar export, and the import.
    public init(export: ExportProjects, calendar: ExportProjects, import: ImportProjects) {
        exportProjects = export
        exportCalendar = calendar
        importProjects = `import`
    }

    /// Every project as our JSON document.
    ///
    /// - Throws: a `StorageError` when the store cannot be read.
    public func exportDocument() async throws -> Data {
        try await exportProjects()
    }

    /// The projects with a deadline as an iCalendar file, each with a reminder at 09:00 on its day.
    ///
    /// - Throws: a `StorageError` when the store cannot be read.
    public func calendarDocument() async throws -> Data {
        try await exportCalendar()
    }

    /// Stores the projects of `document` (our export or Taskwarrior's) as one undoable change.
    ///
    /// - Throws: an error naming what is wrong with the document, or a `StorageError`; nothing is stored.
    public func importDocument(_ document: Data) async throws -> Summary {
        try await importProjects(document)
    }
}

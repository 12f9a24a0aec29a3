import Foundation

/// Writes every project, in board order, as a document that ``ImportProjects`` reads back.
public struct ExportProjects: Sendable {
    private let repository: any ProjectRepository
    private let coder: any ProjectArchiveCoding

    /// Creates the use case from the store and the document format to write.
    public init(repository: any ProjectRepository, coder: any ProjectArchiveCoding) {
        self.repository = repository
        self.coder = coder
    }

    /// - Throws: ``StorageError``, or the coder's error.
    public func callAsFunction() async throws -> Data {
        try coder.encode(try await repository.loadBoard().allProjects)
    }
}

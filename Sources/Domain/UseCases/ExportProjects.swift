import Foundation

/// Writes every project, in board order, as a document: our export, which ``ImportProjects`` reads
/// back, or any other the encoder writes (a calendar of the deadlines).
public struct ExportProjects: Sendable {
    private let repository: any ProjectRepository
    private let coder: any ProjectArchiveEncoding

    /// Creates the use case from the store and the document format to write.
    public init(repository: any ProjectRepository, coder: any ProjectArchiveEncoding) {
        self.repository = repository
        self.coder = coder
    }

    /// - Throws: ``StorageError``, or the coder's error.
    public func callAsFunction() async throws -> Data {
        // Only the projects are written: whose undo the board reports does not matter here.
        try coder.encode(try await repository.loadBoard(for: .unknown).allProjects)
    }
}

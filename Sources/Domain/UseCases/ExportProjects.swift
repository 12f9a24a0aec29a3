import Foundation

/// Writes every project, in board order, as a document: our export, or any format the encoder writes.
public struct ExportProjects: Sendable {
    private let repository: any ProjectRepository
    private let coder: any ProjectArchiveEncoding

    /// Creates the use case from the store and the document format to write.
    public init(repository: any ProjectRepository, coder: any ProjectArchiveEncoding) {
        (self.repository, self.coder) = (repository, coder)
    }

    /// - Throws: ``StorageError``, or the coder's error.
    public func callAsFunction() async throws -> Data {
        try coder.encode(try await repository.loadBoard(for: .unknown).allProjects)
    }
}

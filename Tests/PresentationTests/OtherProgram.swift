import Domain
import DomainTesting
import PresentationTesting

/// Another program sharing the bench's store: it edits a project while a sheet is open on it.
enum OtherProgram {
    static func edit(_ id: Domain.ProjectID, title: String? = nil, body: String? = nil, in bench: TestBench) async throws {
        try await EditProject(repository: bench.repository, clock: bench.clock, author: .tester)(ProjectReference(id), applying: ProjectEdit(title: title, body: body))
    }
}

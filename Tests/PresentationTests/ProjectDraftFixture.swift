import Domain

/// Drafts for tests that talk to use cases directly.
enum ProjectDraftFixture {
    static func draft(_ title: String) -> ProjectDraft { ProjectDraft(title: title) }
}

import Domain

extension RepositoryContract {
    /// How a violation names projects: by the ending of their ids (`…00000003`), which the CLI accepts and
    /// which tells apart the ids of ``SequentialIDGenerator``, whose short forms all read `00000000`.
    static func handles(_ ids: some Sequence<ProjectID>) -> String {
        ids.sorted().map { ProjectID.suffixMark + $0.suffix(digits: ProjectID.shortFormDigits) }.joined(separator: ", ")
    }
}

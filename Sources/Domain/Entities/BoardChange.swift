/// What a store's feed says changed, so a board following the store reads only that: the projects
/// some changes touched and who made them, or ``everything`` when the feed cannot know (on starting,
/// after a gap in what it heard, or past ``nameLimit``).
public enum BoardChange: Sendable, Equatable {
    /// Only these projects changed, by these authors: only their undo and redo can have changed.
    case projects(Set<ProjectID>, by: Set<Author>)
    /// Anything may have changed: read the whole board again.
    case everything

    /// The most projects a notice names: reading more one by one costs about as much as the board.
    public static let nameLimit = 64

    /// The notice for one change of the projects `ids` by `author` (``everything`` past ``nameLimit``).
    public init(projects ids: some Sequence<ProjectID>, by author: Author) {
        let ids = Set(ids)
        self = ids.count > Self.nameLimit ? .everything : .projects(ids, by: [author])
    }

    /// This notice and `other` as one (``everything`` past ``nameLimit``): several changes heard together.
    public func merged(with other: BoardChange) -> BoardChange {
        guard case let .projects(ids, authors) = self, case let .projects(otherIDs, otherAuthors) = other else { return .everything }
        let all = ids.union(otherIDs)
        return all.count > Self.nameLimit ? .everything : .projects(all, by: authors.union(otherAuthors))
    }
}

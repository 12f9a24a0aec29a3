/// What a store's feed says changed on the board, so that a board following the store reads only that:
/// the projects some changes touched and who made them, or everything.
///
/// A feed names the projects when it knows them for sure and cheaply (etcd's watch names the keys a
/// change wrote; a journal's new lines carry their changes). It says ``everything`` when it cannot: when
/// it starts, after a gap in what it heard (a compaction, a lost connection, a file rewritten whole), or
/// for a change of more projects than ``nameLimit``.
public enum BoardChange: Sendable, Equatable {
    /// Only these projects changed (added, edited, moved or deleted), by changes of these authors. Only
    /// those authors' undo and redo can have changed: each author's stacks change only by their own changes.
    case projects(Set<ProjectID>, by: Set<Author>)
    /// Anything may have changed: read the whole board again.
    case everything

    /// The most projects a notice names: a change of more is ``everything``, as reading that many one by
    /// one costs about as much as reading the board.
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

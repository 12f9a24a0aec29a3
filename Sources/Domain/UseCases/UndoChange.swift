/// Takes back the newest change (this run's or an earlier run's) and records what that did to the board.
///
/// It reads only that change and its projects, so undoing one move costs the same on any board.
public struct UndoChange: Sendable {
    private let repository: any ProjectRepository
    private let clock: any CalendarClock

    /// Creates the use case from the ports it needs.
    public init(repository: any ProjectRepository, clock: any CalendarClock) {
        self.repository = repository
        self.clock = clock
    }

    /// - Returns: the change that was taken back (its ``Change/inverse`` is what was applied).
    /// - Throws: ``ProjectError/nothingToUndo``; ``ProjectError/changedSince(title:)`` when a project of
    ///   that change was changed since (by another program sharing the store); ``StorageError``. Nothing
    ///   is stored then.
    @discardableResult
    public func callAsFunction() async throws -> Change {
        let now = clock.now()
        return try await repository.change(reading: ReadSet(undoTop: true)) { view in
            guard let change = view.undoTop else { throw ProjectError.nothingToUndo }
            try Self.requireUnchanged(change, in: view)
            return (.undo(date: now), change)
        }
    }

    /// Throws unless `change`'s projects are exactly as it left them.
    static func requireUnchanged(_ change: Change, in view: ReadView) throws(ProjectError) {
        guard !view.holds(change) else { return }
        let moved = (change.after + change.before).first { view.projects[$0.id] != $0 }
        throw .changedSince(title: moved.map { view.projects[$0.id]?.title ?? $0.title } ?? "")
    }
}

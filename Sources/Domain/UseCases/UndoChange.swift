/// Takes back the author's own newest change, not whoever changed the board last, reading only that
/// change and its projects.
public struct UndoChange: ChangeUseCase {
    private let context: ChangeContext

    /// Creates the use case on `context`: the store, the clock and the author it changes for.
    public init(_ context: ChangeContext) { self.context = context }

    /// Returns the change taken back; throws ``ProjectError/changedSince(title:later:redo:)`` when someone
    /// changed one of its projects since.
    @discardableResult
    public func callAsFunction() async throws -> Change {
        let (now, author) = (context.clock.now(), context.author)
        let outcome = try await context.repository.change(reading: ReadSet(undoTopOf: author)) { view -> (event: WorkspaceEvent?, result: Outcome) in
            guard let change = view.undoTop else { throw ProjectError.nothingToUndo }
            if let changed = Self.changedProject(change, in: view) { return (nil, .refused(changed)) }
            return (.undo(by: author, date: now), .done(change))
        }
        return try await Self.finish(outcome, redo: false, in: context)
    }

    /// What a decision came to: the change, or the project that stops it (then nothing was written).
    enum Outcome: Sendable {
        case done(Change)
        case refused(Project)
    }

    /// The first project of `change` not as the change left it (as it is now, if it exists).
    static func changedProject(_ change: Change, in view: ReadView) -> Project? {
        guard !view.holds(change) else { return nil }
        guard let stale = (change.after + change.before).first(where: { view.projects[$0.id] != $0 }) else { return nil }
        return view.projects[stale.id] ?? stale
    }

    /// The change, or the refusal naming the newest history line of the project, unless that line is the
    /// author's own: then the history no longer says who came after.
    static func finish(_ outcome: Outcome, redo: Bool, in context: ChangeContext) async throws -> Change {
        switch outcome {
        case let .done(change):
            return change
        case let .refused(project):
            let history = try await context.repository.history(limit: Workspace.historyLimit)
            let line = history.first { $0.projectIDs.contains(project.id) }
            let later = line?.author == context.author ? nil : line
            throw ProjectError.changedSince(title: project.title, later: later, redo: redo)
        }
    }
}

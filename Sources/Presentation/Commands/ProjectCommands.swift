import Domain

/// One-shot commands for a frontend that does one thing and exits (the CLI's `move`, `edit`, `delete`,
/// `undo`, `redo`): each reads the store once, through the use case that changes it, and never builds a
/// board it does not show. A screen uses the view models instead; these have no state to observe.
///
/// Errors are the Domain's typed ones (`ProjectError`, `ValidationError`, `CalendarDayError`,
/// `StorageError`); say them with `localizer.message(for:)`. Nothing is stored when one is thrown.
public struct ProjectCommands: Sendable {
    private let useCases: UseCases
    private let clock: any CalendarClock
    private let localizer: Localizer

    /// Commands over the same use cases, clock (for deadlines such as `tomorrow`) and language as the screens.
    public init(useCases: UseCases, clock: any CalendarClock, localizer: Localizer) {
        self.useCases = useCases
        self.clock = clock
        self.localizer = localizer
    }

    /// Moves the project `reference` names (a full id or a unique prefix) to `state`.
    ///
    /// - Returns: the project before and after; equal when it was already there (nothing recorded).
    public func move(_ reference: String, to state: ProjectState) async throws -> ProjectUpdate {
        try await useCases.moveProject(ProjectReference(reference), to: state)
    }

    /// Deletes the project `reference` names.
    ///
    /// - Returns: the project as it was.
    public func delete(_ reference: String) async throws -> Project {
        try await useCases.deleteProject(ProjectReference(reference))
    }

    /// Changes only the given fields of the project `reference` names, as it is stored at that moment.
    ///
    /// - Parameter deadline: `nil` keeps it, an empty text removes it, otherwise a day as a sheet reads it
    ///   (`YYYY-MM-DD`, `today`, `+3d`, a weekday).
    /// - Returns: the project before and after; equal when the edit changed nothing (nothing recorded).
    /// - Throws: the first broken rule in the order a sheet shows them (title, body, deadline).
    public func edit(_ reference: String, title: String?, body: String?, deadline: String?) async throws -> ProjectUpdate {
        let reference = try ProjectReference(reference)
        var edit = try ProjectEdit(title: title, body: body).validated()
        if let deadline {
            edit.deadline = .some(try DeadlineExpression.deadline(in: deadline, today: clock.today()))
        }
        return try await useCases.editProject(reference, applying: edit)
    }

    /// Takes back the newest change.
    ///
    /// - Returns: the history line that the undo recorded, in the user's language.
    public func undo() async throws -> String {
        localizer.historyLine(try await useCases.undoChange().inverse.action)
    }

    /// Applies again the newest undone change.
    ///
    /// - Returns: the history line that the redo recorded, in the user's language.
    public func redo() async throws -> String {
        localizer.historyLine(try await useCases.redoChange().action)
    }
}

import Domain
import Foundation

/// One-shot commands for a frontend that does one thing and exits (the CLI's `add`, `list --json`, `show`,
/// `edit`, `move`, `delete`, `undo`, `redo`, `export`, `import`): each reads the store once, inside the use case
/// that changes it, never builds a board it does not show, and says what it did in the user's language
/// (a ``CommandOutcome``). A screen uses the view models instead; these have no state to observe.
///
/// Errors are the Domain's typed ones (``ProjectError``, ``ValidationError``, ``CalendarDayError``,
/// ``ImportError``, ``StorageError``); say them with `localizer.message(for:)`, the one place every
/// error is put into words. Nothing is stored when one is thrown.
public struct ProjectCommands: Sendable {
    private let useCases: UseCases
    private let clock: any CalendarClock
    private let localizer: Localizer

    /// Commands over the same use cases, clock (for deadlines such as `tomorrow`) and language as the screens.
    init(useCases: UseCases, clock: any CalendarClock, localizer: Localizer) {
        self.useCases = useCases
        self.clock = clock
        self.localizer = localizer
    }

    /// Adds a project.
    ///
    /// - Parameter deadline: `nil` or empty for none, otherwise a day as a sheet reads it (`YYYY-MM-DD`,
    ///   `today`, `+3d`, a weekday).
    /// - Returns: `Added 'X'.`, with the project as stored.
    /// - Throws: the first broken rule in the order a sheet shows them (title, body, deadline).
    @discardableResult
    public func add(_ title: String, body: String = "", deadline: String? = nil, in state: ProjectState = .todo) async throws -> CommandOutcome {
        let draft = try ProjectDraft(title: title, body: body).validated()
        // Today only when there is a deadline to read: working it out loads the time zone's rules.
        let day = try deadline.flatMap { try DeadlineExpression.deadline(in: $0, today: clock.today()) }
        let project = try await useCases.addProject(ProjectDraft(title: draft.title, body: draft.body, deadline: day), in: state)
        return CommandOutcome(message: localizer.historyLine(.added(title: project.title, to: state)), changed: true, project: project)
    }

    /// Every project in board order: TODO, DOING, then DONE, each by deadline (none last), then the oldest
    /// first; each with its overdue flag as of today. One read of the board and no row built, and each
    /// project is handed over as it is reached, not copied into a list first: what a script's listing
    /// needs, at any board size.
    ///
    /// - Throws: ``StorageError`` when the store cannot be read.
    public func list() async throws -> some Collection<ListedProject> {
        let board = try await useCases.loadBoard()
        let today = clock.today()
        return ProjectState.allCases.lazy.flatMap { board.projects(in: $0) }.map { ListedProject($0, today: today) }
    }

    /// The project named by a full id or a unique prefix of at least 4 hex digits (`show 3f25`), as a row.
    ///
    /// - Throws: ``ProjectError`` (invalid, not found, ambiguous) or ``StorageError``.
    public func show(_ reference: String) async throws -> ProjectRow {
        ProjectRow(try await useCases.findProject(reference), today: clock.today(), localizer: localizer)
    }

    /// Moves the project `reference` names (a full id or a unique prefix) to `state`.
    ///
    /// - Returns: `Moved 'X' from TODO to DOING.`, or `'X' is already in DOING.` with nothing recorded.
    @discardableResult
    public func move(_ reference: String, to state: ProjectState) async throws -> CommandOutcome {
        let update = try await useCases.moveProject(ProjectReference(reference), to: state)
        let project = update.before
        guard update.changed else {
            return CommandOutcome(message: localizer.alreadyIn(project.title, state), changed: false, project: project)
        }
        return CommandOutcome(
            message: localizer.historyLine(.moved(title: project.title, from: project.state, to: state)),
            changed: true, project: update.after
        )
    }

    /// Deletes the project `reference` names.
    ///
    /// - Returns: `Removed 'X' from DONE.`, with the project as it was.
    @discardableResult
    public func delete(_ reference: String) async throws -> CommandOutcome {
        let project = try await useCases.deleteProject(ProjectReference(reference))
        return CommandOutcome(message: localizer.historyLine(.removed(title: project.title, from: project.state)), changed: true, project: project)
    }

    /// Changes only the given fields of the project `reference` names, as it is stored at that moment.
    ///
    /// - Parameter deadline: `nil` keeps it, an empty text removes it, otherwise a day as a sheet reads it
    ///   (`YYYY-MM-DD`, `today`, `+3d`, a weekday).
    /// - Returns: `Edited 'X'.`, or `Nothing changed.` when the edit changed nothing (nothing recorded).
    /// - Throws: the first broken rule in the order a sheet shows them (title, body, deadline).
    @discardableResult
    public func edit(_ reference: String, title: String?, body: String?, deadline: String?) async throws -> CommandOutcome {
        let reference = try ProjectReference(reference)
        var edit = try ProjectEdit(title: title, body: body).validated()
        if let deadline {
            edit.deadline = .some(try DeadlineExpression.deadline(in: deadline, today: clock.today()))
        }
        let update = try await useCases.editProject(reference, applying: edit)
        guard update.changed else { return CommandOutcome(message: localizer.nothingChanged, changed: false, project: update.after) }
        return CommandOutcome(message: localizer.historyLine(.edited(title: update.after.title)), changed: true, project: update.after)
    }

    /// Takes back the newest change.
    ///
    /// - Returns: `Undone. ` and the history line that the undo recorded.
    @discardableResult
    public func undo() async throws -> CommandOutcome {
        let line = localizer.historyLine(try await useCases.undoChange().inverse.action)
        return CommandOutcome(message: localizer.undone(line), changed: true)
    }

    /// Applies again the newest undone change.
    ///
    /// - Returns: `Redone. ` and the history line that the redo recorded.
    @discardableResult
    public func redo() async throws -> CommandOutcome {
        let line = localizer.historyLine(try await useCases.redoChange().action)
        return CommandOutcome(message: localizer.redone(line), changed: true)
    }

    /// Every project as our JSON document (`export`).
    ///
    /// - Throws: ``StorageError`` when the store cannot be read.
    public func exportDocument() async throws -> Data {
        try await useCases.exportProjects()
    }

    /// The projects with a deadline as an iCalendar file, each with a reminder at 09:00 on its day.
    ///
    /// - Throws: ``StorageError`` when the store cannot be read.
    public func calendarDocument() async throws -> Data {
        try await useCases.exportCalendar()
    }

    /// Stores the projects of `document` (our export or Taskwarrior's) as one undoable change.
    ///
    /// - Returns: `Imported: 2 added, 0 updated, 1 unchanged.`; unchanged when every project was there already.
    /// - Throws: ``ImportError`` naming what is wrong with the document, ``ProjectError``, or
    ///   ``StorageError``; nothing is stored then.
    @discardableResult
    public func importDocument(_ document: consuming Data) async throws -> CommandOutcome {
        let summary = try await useCases.importProjects(consume document)
        return CommandOutcome(message: localizer.imported(summary), changed: summary.added + summary.updated > 0)
    }
}

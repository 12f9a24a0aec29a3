import Domain
import Foundation

/// One-shot commands for a frontend that does one thing and exits (the CLI): each reads the store once,
/// inside the use case that changes it, and says what it did in the user's language. Errors are the
/// Domain's typed ones, said with `localizer.message(for:)`; nothing is stored when one is thrown.
public struct ProjectCommands: Sendable {
    private let useCases: UseCases
    private let clock: any CalendarClock
    private let localizer: Localizer

    init(useCases: UseCases, clock: any CalendarClock, localizer: Localizer) {
        self.useCases = useCases
        self.clock = clock
        self.localizer = localizer
    }

    /// Adds a project (`deadline` as a sheet reads it): `Added 'X'.`, or the first rule broken.
    @discardableResult
    public func add(_ title: String, body: String = "", deadline: String? = nil, in state: ProjectState = .todo) async throws -> CommandOutcome {
        let draft = try ProjectDraft(title: title, body: body).validated()
        // Today only when there is a deadline to read: working it out loads the time zone's rules.
        let day = try deadline.flatMap { try DeadlineExpression.deadline(in: $0, today: clock.today()) }
        let project = try await useCases.addProject(ProjectDraft(title: draft.title, body: draft.body, deadline: day), in: state)
        return CommandOutcome(message: localizer.historyLine(.added(title: project.title, to: state)), changed: true, project: project)
    }

    /// Every project in board order, with its overdue flag, handed over as it is reached rather than
    /// copied into a list: a script's listing, at any board size.
    public func list() async throws -> some Collection<ListedProject> {
        let board = try await useCases.loadBoard()
        let today = clock.today()
        return ProjectState.allCases.lazy.flatMap { board.projects(in: $0) }.map { ListedProject($0, today: today) }
    }

    /// The project named by a full id or a unique prefix (`show 3f25`), as a row.
    public func show(_ reference: String) async throws -> ProjectRow {
        ProjectRow(try await useCases.findProject(reference), today: clock.today(), localizer: localizer)
    }

    /// Moves a project: `Moved 'X' from TODO to DOING.`, or `'X' is already in DOING.` with nothing recorded.
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

    /// Deletes a project: `Removed 'X' from DONE.`, with the project as it was.
    @discardableResult
    public func delete(_ reference: String) async throws -> CommandOutcome {
        let project = try await useCases.deleteProject(ProjectReference(reference))
        return CommandOutcome(message: localizer.historyLine(.removed(title: project.title, from: project.state)), changed: true, project: project)
    }

    /// Changes only the given fields (`nil` keeps one, an empty deadline removes it): `Edited 'X'.` or `Nothing changed.`
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

    /// Takes back the newest change: `Undone. ` and the history line the undo recorded.
    @discardableResult
    public func undo() async throws -> CommandOutcome {
        let line = localizer.historyLine(try await useCases.undoChange().inverse.action)
        return CommandOutcome(message: localizer.undone(line), changed: true)
    }

    /// Applies again the newest undone change: `Redone. ` and its history line.
    @discardableResult
    public func redo() async throws -> CommandOutcome {
        let line = localizer.historyLine(try await useCases.redoChange().action)
        return CommandOutcome(message: localizer.redone(line), changed: true)
    }

    /// Every project as our JSON document (`export`).
    public func exportDocument() async throws -> Data {
        try await useCases.exportProjects()
    }

    /// The projects with a deadline as an iCalendar file, each with a reminder on its day.
    public func calendarDocument() async throws -> Data {
        try await useCases.exportCalendar()
    }

    /// Stores the projects of `document` (our export or Taskwarrior's) as one undoable change.
    @discardableResult
    public func importDocument(_ document: consuming Data) async throws -> CommandOutcome {
        let summary = try await useCases.importProjects(consume document)
        return CommandOutcome(message: localizer.imported(summary), changed: summary.added + summary.updated > 0)
    }
}

import Domain

/// The Domain's use cases the screens call, built once from the ports by the composition root.
///
/// A bundle keeps view-model initializers short: `UseCases(repository:clock:ids:author:)` is all the App
/// needs.
public struct UseCases: Sendable {
    /// Reads the board.
    public let loadBoard: LoadBoard
    /// Reads the history, newest first.
    public let loadHistory: LoadHistory
    /// Finds a project by its id or a unique prefix.
    public let findProject: FindProject
    /// Adds a project.
    public let addProject: AddProject
    /// Edits a project's title, body and deadline.
    public let editProject: EditProject
    /// Moves a project to another column.
    public let moveProject: MoveProject
    /// Deletes a project.
    public let deleteProject: DeleteProject
    /// Takes back the author's own newest change.
    public let undoChange: UndoChange
    /// Applies again the author's newest undone change.
    public let redoChange: RedoChange
    /// Whether the store can take a change now.
    public let checkWritability: CheckWritability
    /// Hears that the board changed (another window, another process, another person); `nil` for a
    /// store that cannot be watched, which a screen must then read again itself.
    public let watchBoard: WatchBoard?

    /// Builds every use case on the same repository, clock and id generator; `author` is the person
    /// using the screens, who makes the changes and whose undo and redo they are; `changes` is the
    /// store's feed of changes, if it has one.
    public init(
        repository: any ProjectRepository, clock: any CalendarClock, ids: any ProjectIDGenerator, author: Author,
        changes: (any BoardChangeFeed)? = nil
    ) {
        loadBoard = LoadBoard(repository: repository, author: author)
        loadHistory = LoadHistory(repository: repository)
        findProject = FindProject(repository: repository)
        addProject = AddProject(repository: repository, clock: clock, ids: ids, author: author)
        editProject = EditProject(repository: repository, clock: clock, author: author)
        moveProject = MoveProject(repository: repository, clock: clock, author: author)
        deleteProject = DeleteProject(repository: repository, clock: clock, author: author)
        undoChange = UndoChange(repository: repository, clock: clock, author: author)
        redoChange = RedoChange(repository: repository, clock: clock, author: author)
        checkWritability = CheckWritability(repository: repository)
        watchBoard = changes.map(WatchBoard.init)
    }
}

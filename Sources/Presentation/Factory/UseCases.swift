import Domain
import Foundation

/// The Domain's use cases, built once from the ports by the composition root. Its members are internal,
/// so a frontend changes the store only through a view model or ``ProjectCommands``: the compiler says so.
public struct UseCases: Sendable {
    let loadBoard: LoadBoard
    let loadHistory: LoadHistory
    let findProject: FindProject
    let addProject: AddProject
    let editProject: EditProject
    let moveProject: MoveProject
    let deleteProject: DeleteProject
    let undoChange: UndoChange
    let redoChange: RedoChange
    let checkWritability: CheckWritability
    let exportProjects: ExportProjects
    let exportCalendar: ExportProjects
    let importProjects: ImportProjects
    /// `nil` for a store that cannot be watched, which a screen must then read again itself.
    let watchBoard: WatchBoard?
    /// The shared board's sync, which the board session drives; `nil` for a board that is not shared.
    let sharedBoard: (any SharedBoardSync)?

    /// Every use case on the same ports; `archive` and `calendar` may be left out where nothing exports.
    public init(
        repository: any ProjectRepository, clock: any CalendarClock, ids: any ProjectIDGenerator, author: Author,
        changes: (any BoardChangeFeed)? = nil, sharedBoard: (any SharedBoardSync)? = nil,
        archive: any ProjectArchiveCoding = NoArchive(), calendar: any ProjectArchiveEncoding = NoArchive()
    ) {
        loadBoard = LoadBoard(repository: repository, author: author)
        loadHistory = LoadHistory(repository: repository)
        findProject = FindProject(repository: repository)
        addProject = AddProject(repository: repository, clock: clock, ids: ids, author: author)
        let context = ChangeContext(repository: repository, clock: clock, author: author)
        editProject = EditProject(context)
        moveProject = MoveProject(context)
        deleteProject = DeleteProject(context)
        undoChange = UndoChange(context)
        redoChange = RedoChange(context)
        checkWritability = CheckWritability(repository: repository)
        exportProjects = ExportProjects(repository: repository, coder: archive)
        exportCalendar = ExportProjects(repository: repository, coder: calendar)
        importProjects = ImportProjects(repository: repository, coder: archive, clock: clock, author: author)
        watchBoard = changes.map(WatchBoard.init)
        self.sharedBoard = sharedBoard
    }
}

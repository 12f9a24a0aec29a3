import Domain

/// The board: three columns with counts, undo/redo availability, and the read-only state.
///
/// Every input that touches the store is `async` and finishes only when the board has been reloaded, so
/// a frontend (or a test) that awaits an input sees its whole effect. After a change the board is read
/// again from the store, never patched in memory: what it shows is what is stored. Following the store
/// (``followChanges()``), it reads again only the projects each notice names (``/Domain/LoadBoard``), and builds
/// only their rows; the whole board when a notice says everything or a read failed.
///
/// Order: the `async` inputs run one at a time, in the order they were called (an `InputQueue`), so
/// two moves in flight publish their boards in that order, never an older board after a newer one. The
/// other inputs act at once on the latest content, and a reload keeps the selection current when it
/// publishes.
///
/// Read-only: each load (``appear()``, after a change) also checks that the store can be written
/// (``/Domain/CheckWritability``: a probe, not permission bits), and ``BoardContent/readOnlyReason`` says why not
/// until that check passes again. A ``StorageError`` from a change or from the sheet's save sets it too
/// (and is sent as an alert). When the check finds the state changed on its own (the disk filled up, the
/// mount came back), an alert says so. Any other error is only an alert.
@MainActor
public final class BoardViewModel: BoardViewModelInput, BoardViewModelOutput {
    /// See ``BoardViewModelOutput/content``.
    public var content: Property<BoardContent> { Property(contentSubject) }
    /// See ``BoardViewModelOutput/alerts``.
    public var alerts: EventStream<Alert> { EventStream(alertEmitter) }

    private let contentSubject = MutableProperty(BoardContent())
    private let alertEmitter = EventEmitter<Alert>()
    private let loadBoard: LoadBoard
    private let checkWritability: CheckWritability
    private let moveProject: MoveProject
    private let deleteProject: DeleteProject
    private let undoChange: UndoChange
    private let redoChange: RedoChange
    private let watchBoard: WatchBoard?
    /// Builds what the board opens (the sheet, the move menu, the history), as it builds the board.
    private let factory: ViewModelFactory
    private let clock: any CalendarClock
    private let localizer: Localizer
    private let checksWritability: Bool
    private weak var coordinator: (any Coordinator)?
    private let inputs = InputQueue()
    /// Whether a load has finished: the first one sets the read-only state without an alert.
    private var hasLoaded = false
    /// The board last read, which a notice naming some projects updates; `nil` after a failed read, so
    /// that the next one reads the whole board (a notice not applied is not lost).
    private var lastBoard: Board?
    /// The day the rows on the board were built for: a row depends on its project and the day alone.
    private var rowsDay: CalendarDay?
    /// How many ``followChanges()`` calls are running: while one is, the user's own change reads only
    /// the projects it touched.
    private var followers = 0

    /// Built by ``ViewModelFactory/makeBoard(coordinator:checksWritability:)``, with the use cases the
    /// board calls and the factory that builds what it opens.
    ///
    /// - Parameters:
    ///   - factory: gives the board its clock (today, for the overdue flags, and the calendar dates are
    ///     shown in) and localizer, and builds the sheet, the move menu and the history.
    ///   - coordinator: shows the sheet, the move menu and the history (kept weakly).
    ///   - checksWritability: whether each load also checks that the store can be written.
    init(factory: ViewModelFactory, coordinator: (any Coordinator)?, checksWritability: Bool) {
        let useCases = factory.useCases
        loadBoard = useCases.loadBoard
        checkWritability = useCases.checkWritability
        moveProject = useCases.moveProject
        deleteProject = useCases.deleteProject
        undoChange = useCases.undoChange
        redoChange = useCases.redoChange
        watchBoard = useCases.watchBoard
        self.factory = factory
        self.clock = factory.clock
        self.localizer = factory.localizer
        self.coordinator = coordinator
        self.checksWritability = checksWritability
    }

    /// See ``BoardViewModelInput/appear()``.
    public func appear() async {
        await inputs.run { await reload() }
    }

    /// See ``BoardViewModelInput/followChanges()``. Each notice queues a reload of what it names behind
    /// the inputs already called, like ``appear()``.
    public func followChanges() async {
        guard let watch = watchBoard else { return }
        followers += 1
        defer { followers -= 1 }
        for await change in watch() {
            await inputs.run { await reload(after: change) }
        }
    }

    /// See ``BoardViewModelOutput/followsChanges``.
    public var followsChanges: Bool { watchBoard != nil }

    /// See ``BoardViewModelInput/add()``. After the sheet saves, the board reloads and selects the new project.
    public func add() {
        coordinator?.showDetail(makeDetail(.create(in: .todo)))
    }

    /// See ``BoardViewModelInput/select(_:)``.
    public func select(_ id: ProjectID?) {
        var content = content.value
        content.selectedID = id
        contentSubject.send(content)
    }

    /// See ``BoardViewModelInput/open(_:)``; an id not on the board does nothing.
    public func open(_ id: ProjectID) {
        guard let row = content.value.row(id) else { return }
        select(id)
        coordinator?.showDetail(makeDetail(.view(row.project)))
    }

    /// See ``BoardViewModelInput/showMoveMenu(for:)``; an id not on the board does nothing.
    public func showMoveMenu(for id: ProjectID) {
        guard let row = content.value.row(id) else { return }
        coordinator?.showMoveMenu(factory.makeMoveMenu(
            row.project, coordinator: coordinator, move: { [weak self] state in await self?.move(id, to: state) }
        ))
    }

    /// See ``BoardViewModelInput/showHistory()``.
    public func showHistory() {
        coordinator?.showHistory(factory.makeHistory(coordinator: coordinator))
    }

    /// See ``BoardViewModelInput/delete(_:)``.
    public func delete(_ id: ProjectID) async {
        await inputs.run { await change { _ = try await self.deleteProject(id); return [id] } }
    }

    /// See ``BoardViewModelInput/move(_:to:)``.
    public func move(_ id: ProjectID, to state: ProjectState) async {
        await inputs.run { await change(selecting: id) { _ = try await self.moveProject(id, to: state); return [id] } }
    }

    /// See ``BoardViewModelInput/undo()``.
    public func undo() async {
        await inputs.run { await change { try await self.undoChange().projectIDs } }
    }

    /// See ``BoardViewModelInput/redo()``.
    public func redo() async {
        await inputs.run { await change { try await self.redoChange().projectIDs } }
    }

    private func makeDetail(_ mode: DetailMode) -> any DetailViewModelType {
        factory.makeDetail(
            mode, coordinator: coordinator,
            didSave: { [weak self] saved in await self?.reloadAfterSaving(saved.id) },
            didFail: { [weak self] error in
                if let error = error as? StorageError { self?.markReadOnly(error) }
            }
        )
    }

    /// The sheet saved a project: an input like the others, in line behind the ones called before it.
    private func reloadAfterSaving(_ id: ProjectID) async {
        await inputs.run { await reload(selecting: id, after: ownChange(to: [id])) }
    }

    /// Runs one change (`work` says which projects it touched), then reloads; on failure reports the
    /// error and leaves the board as it was.
    private func change(selecting id: ProjectID? = nil, _ work: () async throws -> [ProjectID]) async {
        let touched: [ProjectID]
        do {
            touched = try await work()
        } catch {
            if let error = error as? StorageError { markReadOnly(error) }
            alertEmitter.send(Alert(reporting: error, localizer: localizer))
            return
        }
        await reload(selecting: id, after: ownChange(to: touched), written: true)
    }

    /// What to read after the user's own change to `ids`: while the board follows the store, only those
    /// projects (the feed tells of everyone else's changes); otherwise the whole board, which is how a
    /// board that does not follow catches up with them.
    private func ownChange(to ids: [ProjectID]) -> BoardChange {
        followers > 0 ? loadBoard.ownChange(to: ids) : .everything
    }

    /// Reads the board (what `change` names of it; by default all of it) and publishes it, selecting
    /// `id`, or by default keeping the selection as it is when the board arrives (the user may have moved
    /// it meanwhile). `written`: the store has just taken a change of this board's.
    private func reload(selecting id: ProjectID? = nil, after change: BoardChange = .everything, written: Bool = false) async {
        // A notice that updates the board read before changes only the rows of the projects it names.
        var changedIDs: Set<ProjectID>?
        if lastBoard != nil, case let .projects(ids, _) = change { changedIDs = ids }
        let board: Board
        do {
            board = try await loadBoard(updating: lastBoard, after: change)
            lastBoard = board
        } catch let error as StorageError {
            lastBoard = nil
            announceReadOnlyChange(to: localizer.message(for: error))
            markReadOnly(error)
            return
        } catch {
            lastBoard = nil
            alertEmitter.send(Alert(reporting: error, localizer: localizer))
            return
        }
        var readOnlyReason: String?
        // A store that was writable and has just taken a change is writable: no need to probe it again.
        if checksWritability, !(written && content.value.readOnlyReason == nil) {
            do { try await checkWritability() } catch { readOnlyReason = localizer.message(for: error) }
        }
        announceReadOnlyChange(to: readOnlyReason)
        let today = clock.today()
        // Formatting a date is the costly part of a row; many projects share a deadline, so each day once.
        var dayTexts: [CalendarDay: String] = [:]
        func dayText(_ day: CalendarDay) -> String {
            if let text = dayTexts[day] { return text }
            let text = localizer.dayText(day)
            dayTexts[day] = text
            return text
        }
        func makeRow(_ project: Project) -> ProjectRow {
            ProjectRow(project, today: today, deadlineText: project.deadline.map(dayText))
        }
        // On another day every row is built again (what is overdue changes with the day).
        if today != rowsDay { changedIDs = nil }
        rowsDay = today
        let columns = ProjectState.allCases.map { state in
            guard let changedIDs, let shown = content.value.column(state) else {
                return BoardColumn(state: state, rows: board.projects(in: state).map(makeRow))
            }
            return shown.updated(to: board.projects(in: state), changed: changedIDs, makeRow: makeRow)
        }
        let selected = (id ?? content.value.selectedID).flatMap { id in board.columns.values.contains { $0.contains { $0.id == id } } ? id : nil }
        contentSubject.send(BoardContent(
            columns: columns, canUndo: board.canUndo, canRedo: board.canRedo, readOnlyReason: readOnlyReason,
            selectedID: selected
        ))
    }

    /// Alerts when a load finds the store became read-only, or writable again, with no input of the
    /// user's to blame (a failed change says so itself). The first load only sets the state.
    private func announceReadOnlyChange(to reason: String?) {
        defer { hasLoaded = true }
        let wasReadOnly = content.value.readOnlyReason != nil
        guard hasLoaded, wasReadOnly != (reason != nil) else { return }
        alertEmitter.send(reason.map { Alert(title: localizer.readOnlyHeading, message: $0, kind: .storage) }
            ?? Alert(title: localizer.writableHeading, message: localizer.writableAgainMessage, kind: .storage))
    }

    private func markReadOnly(_ error: StorageError) {
        var content = content.value
        content.readOnlyReason = localizer.message(for: error)
        contentSubject.send(content)
    }
}

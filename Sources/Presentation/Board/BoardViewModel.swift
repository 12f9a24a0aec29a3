import Domain

/// The board. An input that touches the store finishes only when the board has been read again, so
/// whoever awaits it sees its whole effect; the board is never patched in memory, so it shows what is stored.
@MainActor
final class BoardViewModel: BoardViewModelInput, BoardViewModelOutput {
    var content: Property<BoardContent> { Property(contentSubject) }
    var alerts: EventStream<Alert> { EventStream(alertEmitter) }
    var followsChanges: Bool { reader.canFollow }

    private let contentSubject = MutableProperty(BoardContent())
    private let alertEmitter = EventEmitter<Alert>()
    private let useCases: UseCases
    private let factory: ViewModelFactory
    private let localizer: Localizer
    private weak var coordinator: (any Coordinator)?
    private let inputs = InputQueue()
    private let reader: BoardReader
    private let writability: WritabilityWatch
    private var rows: BoardRows
    /// Every column as read, before the filter narrows them: what the next read updates.
    private var columns = BoardContent().columns { didSet { searchKeys.reset() } }
    private var filter = ProjectFilter("")
    private var searchKeys = SearchKeys()

    init(factory: ViewModelFactory, coordinator: (any Coordinator)?, checksWritability: Bool) {
        useCases = factory.useCases
        self.factory = factory
        localizer = factory.localizer
        self.coordinator = coordinator
        reader = BoardReader(loadBoard: useCases.loadBoard, watchBoard: useCases.watchBoard)
        writability = WritabilityWatch(check: checksWritability ? useCases.checkWritability : nil, localizer: localizer)
        rows = BoardRows(localizer: localizer)
    }

    func appear() async {
        await inputs.run { await reload() }
    }

    /// Each notice queues a reload of what it names behind the inputs already called.
    func followChanges() async {
        await reader.follow { change in await inputs.run { await reload(after: change) } }
    }

    func add() {
        coordinator?.showDetail(makeDetail(.create(in: .todo)))
    }

    func select(_ id: ProjectID?) {
        var content = content.value
        content.selectedID = id
        contentSubject.send(content)
    }

    func open(_ id: ProjectID) {
        guard let row = content.value.row(id) else { return }
        select(id)
        coordinator?.showDetail(makeDetail(.view(row.project)))
    }

    func filter(_ text: String) {
        filter = ProjectFilter(text)
        var content = content.value
        content.columns = narrowed(columns)
        content.filter = text
        content.selectedID = content.selectedID.flatMap { content.row($0) == nil ? nil : $0 }
        contentSubject.send(content)
    }

    func showMoveMenu(for id: ProjectID) {
        guard let row = content.value.row(id) else { return }
        coordinator?.showMoveMenu(factory.makeMoveMenu(
            row.project, coordinator: coordinator, move: { [weak self] state in await self?.move(id, to: state) }
        ))
    }

    func showHistory() {
        coordinator?.showHistory(factory.makeHistory(coordinator: coordinator))
    }

    func delete(_ id: ProjectID) async {
        await inputs.run { await change { _ = try await self.useCases.deleteProject(id); return [id] } }
    }

    func move(_ id: ProjectID, to state: ProjectState) async {
        await inputs.run { await change(selecting: id) { _ = try await self.useCases.moveProject(id, to: state); return [id] } }
    }

    func undo() async {
        await inputs.run { await change { try await self.useCases.undoChange().projectIDs } }
    }

    func redo() async {
        await inputs.run { await change { try await self.useCases.redoChange().projectIDs } }
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

    /// The sheet saved: an input like the others, in line behind the ones called before it.
    private func reloadAfterSaving(_ id: ProjectID) async {
        await inputs.run { await reload(selecting: id, after: reader.ownChange(to: [id])) }
    }

    /// Runs one change (`work` says which projects it touched), then reloads; a failure leaves the board as it was.
    private func change(selecting id: ProjectID? = nil, _ work: () async throws -> [ProjectID]) async {
        let touched: [ProjectID]
        do {
            touched = try await work()
        } catch {
            if let error = error as? StorageError { markReadOnly(error) }
            alertEmitter.send(Alert(reporting: error, localizer: localizer))
            return
        }
        await reload(selecting: id, after: reader.ownChange(to: touched), written: true)
    }

    /// Reads what `change` names and publishes the board, selecting `id` or else keeping the selection
    /// the user has now. `written`: the store has just taken a change of this board's.
    private func reload(selecting id: ProjectID? = nil, after change: BoardChange = .everything, written: Bool = false) async {
        let (board, changed): (Board, Set<ProjectID>?)
        do {
            (board, changed) = try await reader.read(after: change)
        } catch let error as StorageError {
            announce(localizer.message(for: error))
            markReadOnly(error)
            return
        } catch {
            alertEmitter.send(Alert(reporting: error, localizer: localizer))
            return
        }
        let readOnlyReason = await writability.reason(written: written, wasReadOnly: isReadOnly)
        announce(readOnlyReason)
        columns = rows.columns(of: board, today: factory.clock.today(), changed: changed, built: columns)
        var content = BoardContent(
            columns: narrowed(columns), canUndo: board.canUndo, canRedo: board.canRedo, readOnlyReason: readOnlyReason, filter: filter.text
        )
        content.selectedID = (id ?? self.content.value.selectedID).flatMap { content.row($0) == nil ? nil : $0 }
        contentSubject.send(content)
    }

    /// `columns` with only the rows the filter lets through, each still counting all its projects.
    private func narrowed(_ columns: [BoardColumn]) -> [BoardColumn] {
        guard !filter.isEmpty else { return columns }
        return zip(columns, searchKeys.keys(of: columns)).map { column, keys in
            let rows = column.rows.indices.filter { filter.matches(keys[$0]) }.map { column.rows[$0] }
            // Every row let through: the column itself, which the board shown before compares equal to at once.
            return rows.count == column.rows.count ? column : BoardColumn(state: column.state, rows: rows, total: column.total)
        }
    }

    private var isReadOnly: Bool { content.value.readOnlyReason != nil }

    private func announce(_ readOnlyReason: String?) {
        if let alert = writability.announcement(from: isReadOnly, to: readOnlyReason) { alertEmitter.send(alert) }
    }

    private func markReadOnly(_ error: StorageError) {
        var content = content.value
        content.readOnlyReason = localizer.message(for: error)
        contentSubject.send(content)
    }
}

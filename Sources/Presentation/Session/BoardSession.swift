/// The board and everything open over it, headless: the one session every frontend drives. As the
/// board's ``Coordinator`` it makes navigation state, so a test asserts the open ``sheet`` as it asserts the board.
///
/// ```swift
/// let session = BoardSession(factory: app.viewModels)
/// await session.send(.appear)
/// await session.send(.add)             // session.sheet.value is .detail(…)
/// await session.send(.setTitle(text: "Write the report"))
/// await session.send(.done)            // saved; the sheet is nil again
/// ```
@MainActor
public final class BoardSession: Coordinator {
    /// The board's view model, with this session as its coordinator.
    public private(set) lazy var board: any BoardViewModelType = makeBoard(self)
    /// What is open over the board, if anything.
    public var sheet: Property<BoardSheet?> { Property(sheetSubject) }
    /// Alerts not yet dismissed, oldest first: a frontend shows the first.
    public var alerts: Property<[Alert]> { Property(alertsSubject) }
    /// Each alert once, as it arrives: for a frontend that prints alerts rather than shows them.
    public var arrivingAlerts: EventStream<Alert> { EventStream(arrivals) }
    /// Where the shared board stands, told again after each read of the board (every read syncs first:
    /// a change, the feed's reconnect, ``BoardSessionInput/sync``); `nil` for a board that is not shared.
    public var sharedBoardState: Property<SharedBoardState?> { Property(sharedBoardStateSubject) }
    /// The shared board's changes that could not apply, oldest first, until settled.
    public var conflicts: Property<[SharedBoardConflict]> { Property(conflictsSubject) }

    private let sheetSubject = MutableProperty<BoardSheet?>(nil)
    private let alertsSubject = MutableProperty<[Alert]>([])
    private let arrivals = EventEmitter<Alert>()
    private let sharedBoardStateSubject = MutableProperty<SharedBoardState?>(nil)
    private let conflictsSubject = MutableProperty<[SharedBoardConflict]>([])
    private let sharedBoard: (any SharedBoardSync)?
    /// The status the conflicts were last read for: they are read again only when it changes.
    private var conflictsStatus: SharedBoardStatus?
    /// The sync asked for again while someone else (another tab or process) is sending what waits.
    private var syncAgain: Task<Void, Never>?
    private let makeBoard: @MainActor (any Coordinator) -> any BoardViewModelType
    private let localizer: Localizer
    private let inputs = InputQueue()
    private var boardSubscriptions: [Subscription] = []
    private var sheetSubscriptions: [Subscription] = []

    /// A session on the board `makeBoard` builds with the session as its coordinator (a fake in a test),
    /// and on `sharedBoard`'s sync when the board is shared.
    public init(
        localizer: Localizer, sharedBoard: (any SharedBoardSync)? = nil,
        makeBoard: @escaping @MainActor (any Coordinator) -> any BoardViewModelType
    ) {
        self.localizer = localizer
        self.makeBoard = makeBoard
        self.sharedBoard = sharedBoard
        board.alerts.subscribe { [weak self] in self?.queue($0) }.store(in: &boardSubscriptions)
        if let sharedBoard {
            board.content.subscribe { [weak self] _ in self?.showSharedBoard(sharedBoard.status) }.store(in: &boardSubscriptions)
        }
    }

    /// A session on the view models `factory` builds.
    public convenience init(factory: ViewModelFactory) {
        self.init(localizer: factory.localizer, sharedBoard: factory.useCases.sharedBoard) { factory.makeBoard(coordinator: $0) }
    }

    /// Applies `input` after those sent before it, each to its end; returns whether the board changed
    /// and no alert came of it (e.g. to make it an undo step).
    @discardableResult
    public func send(_ input: BoardSessionInput) async -> Bool {
        await inputs.run {
            let (before, alerts) = (board.content.value, alertsSubject.value.count)
            await apply(input)
            return board.content.value != before && alertsSubject.value.count == alerts
        }
    }

    /// Opens `detail` over the board, closing whatever was open.
    public func showDetail(_ detail: any DetailViewModelType) {
        open(.detail(detail))
        detail.alerts.subscribe { [weak self] in self?.queue($0) }.store(in: &sheetSubscriptions)
    }

    /// Opens `menu` over the board, closing whatever was open.
    public func showMoveMenu(_ menu: any MoveMenuViewModelType) {
        open(.moveMenu(menu))
    }

    /// Opens `history` over the board, closing whatever was open.
    public func showHistory(_ history: any HistoryViewModelType) {
        open(.history(history))
        history.alerts.subscribe { [weak self] in self?.queue($0) }.store(in: &sheetSubscriptions)
    }

    /// Closes whatever is open over the board.
    public func dismiss() {
        sheetSubscriptions = []
        sheetSubject.send(nil)
    }

    private func apply(_ input: BoardSessionInput) async {
        let sheet = sheetSubject.value
        switch (input, sheet) {
        case (.appear, _): await board.appear()
        case let (.select(id), _): board.select(id)
        case let (.open(id), _): board.open(id)
        case let (.filter(text), _): board.filter(text)
        case (.add, _): board.add()
        case let (.showMoveMenu(id), _): board.showMoveMenu(for: id)
        case let (.move(id, state), _): await board.move(id, to: state)
        case (.undo, _): await board.undo()
        case (.redo, _): await board.redo()
        case (.showHistory, _):
            board.showHistory()
            if case let .history(history) = sheetSubject.value { await history.appear() }
        case let (.askDelete(id), _):
            guard let row = board.content.value.row(id) else { return }
            open(.deleteConfirmation(DeleteConfirmation(
                id: id, title: row.title, question: localizer.deleteQuestion(title: row.title),
                confirmLabel: localizer.deleteCommand, cancelLabel: localizer.cancelLabel)))
        case let (.confirmDelete, .deleteConfirmation(question)?):
            dismiss()
            await board.delete(question.id)
        case let (.delete(id), _): await board.delete(id)
        case (.cancelDelete, .deleteConfirmation?), (.dismiss, .deleteConfirmation?): dismiss()
        case let (.setTitle(text), .detail(detail)?): detail.setTitle(text)
        case let (.setBody(text), .detail(detail)?): detail.setBody(text)
        case let (.setDeadline(text), .detail(detail)?): detail.setDeadline(text)
        case let (.stepDeadline(days), .detail(detail)?): detail.stepDeadline(byDays: days)
        case let (.setDeadlineToday, .detail(detail)?): detail.setDeadlineToday()
        case let (.edit, .detail(detail)?): detail.edit()
        case let (.cancelDetail, .detail(detail)?), let (.dismiss, .detail(detail)?): detail.cancel()
        case let (.done, .detail(detail)?): await detail.done()
        case let (.choose(state), .moveMenu(menu)?): await menu.choose(state)
        case let (.cancelMove, .moveMenu(menu)?), let (.dismiss, .moveMenu(menu)?): menu.cancel()
        case let (.closeHistory, .history(history)?), let (.dismiss, .history(history)?): history.close()
        case (.dismissAlert, _):
            if !alertsSubject.value.isEmpty { alertsSubject.send(Array(alertsSubject.value.dropFirst())) }
        case (.sync, _):
            await onSharedBoard { shared in
                if let waiting = shared.status?.waiting, waiting > 0 { show(.syncing(waiting: waiting)) }
                _ = try await shared.sync()
            }
        case let (.settle(id, apply), _): await onSharedBoard { try await $0.settle(id, apply: apply) }
        default: break  // an input of a sheet that is not open
        }
    }

    /// Runs `work` on the shared board, then reads the board as it left it, conflicts and all.
    private func onSharedBoard(_ work: (any SharedBoardSync) async throws -> Void) async {
        guard let sharedBoard else { return }
        do { try await work(sharedBoard) } catch { queue(Alert(reporting: error, localizer: localizer)) }
        await board.appear()
        showSharedBoard(sharedBoard.status, rereadingConflicts: true)
    }

    /// Tells where the shared board stands, and its conflicts when `status` may have changed them.
    private func showSharedBoard(_ status: SharedBoardStatus?, rereadingConflicts: Bool = false) {
        guard let sharedBoard else { return }
        let state = SharedBoardState(status ?? SharedBoardStatus())
        show(state)
        // Syncing, yet not here: another holds the sync, and nothing would tell this board when it is done.
        if case .syncing = state, syncAgain == nil {
            syncAgain = Task { [weak self] in
                try? await Task.sleep(for: .seconds(1))
                self?.syncAgain = nil
                await self?.send(.sync)
            }
        }
        guard rereadingConflicts || status != conflictsStatus else { return }
        conflictsStatus = status
        do {
            let conflicts = try sharedBoard.conflicts()
            if conflicts != conflictsSubject.value { conflictsSubject.send(conflicts) }
        } catch { queue(Alert(reporting: error, localizer: localizer)) }
    }

    private func show(_ state: SharedBoardState) {
        if state != sharedBoardStateSubject.value { sharedBoardStateSubject.send(state) }
    }

    private func open(_ sheet: BoardSheet) {
        sheetSubscriptions = []
        sheetSubject.send(sheet)
    }

    private func queue(_ alert: Alert) {
        alertsSubject.send(alertsSubject.value + [alert])
        arrivals.send(alert)
    }
}

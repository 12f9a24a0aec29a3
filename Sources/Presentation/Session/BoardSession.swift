/// The board and everything open over it, headless: the one session every frontend drives.
///
/// It is the board's ``Coordinator``: when the board asks for a sheet, a menu or the history, the session
/// makes it its ``overlay``; alerts from any screen wait in ``alerts``. A frontend sends it
/// ``BoardSessionInput``s and draws what it publishes: the board's `content`, the overlay and the alerts.
/// Navigation is state here, so a test asserts which sheet is open exactly as it asserts the board.
///
/// ```swift
/// let session = BoardSession(factory: app.viewModels)
/// await session.send(.appear)
/// await session.send(.add)             // session.overlay.value is .detail(…)
/// await session.send(.setTitle("Write the report"))
/// await session.send(.done)            // saved; the overlay is nil again
/// ```
@MainActor
public final class BoardSession: Coordinator {
    /// The board's view model, with this session as its coordinator.
    public private(set) lazy var board: any BoardViewModelType = makeBoard(self)
    /// What is open over the board, if anything.
    public var overlay: Property<BoardOverlay?> { Property(overlaySubject) }
    /// Alerts not yet dismissed, oldest first: a frontend shows the first.
    public var alerts: Property<[Alert]> { Property(alertsSubject) }
    /// Each alert once, as it joins ``alerts``: for a frontend that prints alerts rather than shows them
    /// one at a time.
    public var arrivingAlerts: EventStream<Alert> { EventStream(arrivals) }

    private let overlaySubject = MutableProperty<BoardOverlay?>(nil)
    private let alertsSubject = MutableProperty<[Alert]>([])
    private let arrivals = EventEmitter<Alert>()
    private let makeBoard: @MainActor (any Coordinator) -> any BoardViewModelType
    private let localizer: Localizer
    private let inputs = InputQueue()
    private var boardSubscriptions: [Subscription] = []
    private var overlaySubscriptions: [Subscription] = []

    /// A session on the board `makeBoard` builds with the session as its coordinator (a fake in a test).
    public init(localizer: Localizer, makeBoard: @escaping @MainActor (any Coordinator) -> any BoardViewModelType) {
        self.localizer = localizer
        self.makeBoard = makeBoard
        board.alerts.subscribe { [weak self] in self?.queue($0) }.store(in: &boardSubscriptions)
    }

    /// A session on the view models `factory` builds.
    public convenience init(factory: ViewModelFactory) {
        self.init(localizer: factory.localizer) { factory.makeBoard(coordinator: $0) }
    }

    /// Applies `input` once the inputs sent before it have been applied, each to its end (a move is
    /// stored and the board reloaded before the next input acts).
    ///
    /// - Returns: whether the board changed and no alert came of it (e.g. to make a change an undo step).
    @discardableResult
    public func send(_ input: BoardSessionInput) async -> Bool {
        await inputs.run {
            let (before, alerts) = (board.content.value, alertsSubject.value.count)
            await apply(input)
            return board.content.value != before && alertsSubject.value.count == alerts
        }
    }

    // MARK: - Coordinator

    /// Opens `detail` over the board, closing whatever was open.
    public func showDetail(_ detail: any DetailViewModelType) {
        open(.detail(detail))
        detail.alerts.subscribe { [weak self] in self?.queue($0) }.store(in: &overlaySubscriptions)
    }

    /// Opens `menu` over the board, closing whatever was open.
    public func showMoveMenu(_ menu: any MoveMenuViewModelType) {
        open(.moveMenu(menu))
    }

    /// Opens `history` over the board, closing whatever was open.
    public func showHistory(_ history: any HistoryViewModelType) {
        open(.history(history))
        history.alerts.subscribe { [weak self] in self?.queue($0) }.store(in: &overlaySubscriptions)
    }

    /// Closes whatever is open over the board.
    public func dismiss() {
        overlaySubscriptions = []
        overlaySubject.send(nil)
    }

    // MARK: - Applying inputs

    private func apply(_ input: BoardSessionInput) async {
        switch input {
        case .appear: await board.appear()
        case let .select(id): board.select(id)
        case let .open(id): board.open(id)
        case .add: board.add()
        case let .showMoveMenu(id): board.showMoveMenu(for: id)
        case let .move(id, state): await board.move(id, to: state)
        case .undo: await board.undo()
        case .redo: await board.redo()
        case .showHistory:
            board.showHistory()
            if case let .history(history) = overlaySubject.value { await history.appear() }
        case let .askDelete(id):
            guard let row = board.content.value.row(id) else { return }
            open(.deleteConfirmation(DeleteConfirmation(
                id: id, title: row.title, question: localizer.deleteQuestion(title: row.title),
                confirmLabel: localizer.deleteCommand, cancelLabel: localizer.cancelLabel)))
        case .confirmDelete:
            guard case let .deleteConfirmation(question) = overlaySubject.value else { return }
            dismiss()
            await board.delete(question.id)
        case .cancelDelete:
            if case .deleteConfirmation = overlaySubject.value { dismiss() }
        case .setTitle, .setBody, .setDeadline, .stepDeadline, .setDeadlineToday, .edit, .cancelDetail, .done:
            guard case let .detail(detail) = overlaySubject.value else { return }
            await apply(input, to: detail)
        case let .choose(state):
            guard case let .moveMenu(menu) = overlaySubject.value else { return }
            await menu.choose(state)
        case .cancelMove:
            guard case let .moveMenu(menu) = overlaySubject.value else { return }
            menu.cancel()
        case .closeHistory:
            guard case let .history(history) = overlaySubject.value else { return }
            history.close()
        case .dismiss:
            switch overlaySubject.value {
            case let .detail(detail)?: detail.cancel()
            case let .moveMenu(menu)?: menu.cancel()
            case let .history(history)?: history.close()
            case .deleteConfirmation?: dismiss()
            case nil: break
            }
        case .dismissAlert:
            if !alertsSubject.value.isEmpty { alertsSubject.send(Array(alertsSubject.value.dropFirst())) }
        }
    }

    /// An input of the detail sheet, to its view model.
    private func apply(_ input: BoardSessionInput, to detail: any DetailViewModelType) async {
        switch input {
        case let .setTitle(text): detail.setTitle(text)
        case let .setBody(text): detail.setBody(text)
        case let .setDeadline(text): detail.setDeadline(text)
        case let .stepDeadline(days): detail.stepDeadline(byDays: days)
        case .setDeadlineToday: detail.setDeadlineToday()
        case .edit: detail.edit()
        case .cancelDetail: detail.cancel()
        case .done: await detail.done()
        default: break
        }
    }

    private func open(_ overlay: BoardOverlay) {
        overlaySubscriptions = []
        overlaySubject.send(overlay)
    }

    private func queue(_ alert: Alert) {
        alertsSubject.send(alertsSubject.value + [alert])
        arrivals.send(alert)
    }
}

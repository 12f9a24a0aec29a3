import Presentation
import TerminalKit

/// The interactive board without the terminal: it owns the board view model, is the ``Coordinator`` that
/// shows sheets, menus and lists as boxes over the board, keeps the ``BoardScreenState`` up to date from
/// the view models' outputs, and turns keys into inputs through ``BoardKeyHandler``.
///
/// ``InteractiveBoard`` feeds it keys and draws ``frame(size:)``; tests do the same with no terminal.
@MainActor
final class BoardScreen: Coordinator {
    /// What the screen shows now.
    private(set) var state = BoardScreenState(board: BoardContent())
    /// Whether the board changed since the last ``frame(size:)``: a change heard from the store draws
    /// the screen again without waiting for a key.
    private(set) var needsDrawing = true
    /// The board view model, with this screen as its coordinator.
    private(set) lazy var board: any BoardViewModelType = makeBoard(self)

    private let makeBoard: @MainActor (any Coordinator) -> any BoardViewModelType
    private let keys: BoardKeyHandler
    private let renderer: BoardRenderer
    private var subscriptions: [Subscription] = []
    // The view model of the box over the board, and its subscriptions; both go when it is dismissed.
    private var detail: (any DetailViewModelType)?
    private var moveMenu: (any MoveMenuViewModelType)?
    private var history: (any HistoryViewModelType)?
    private var overlaySubscriptions: [Subscription] = []

    /// A screen on the view models `factory` builds, drawn as `policy` allows.
    convenience init(factory: ViewModelFactory, policy: ColorPolicy) {
        self.init(localizer: factory.localizer, policy: policy) { factory.makeBoard(coordinator: $0) }
    }

    /// A screen on the board `makeBoard` builds with the screen as its coordinator (a fake one in a test).
    init(localizer: Localizer, policy: ColorPolicy, makeBoard: @escaping @MainActor (any Coordinator) -> any BoardViewModelType) {
        self.makeBoard = makeBoard
        keys = BoardKeyHandler(localizer: localizer)
        renderer = BoardRenderer(localizer: localizer, policy: policy)
        board.content.subscribe { [weak self] content in
            self?.state.board = content
            self?.state.followSelection()
            self?.needsDrawing = true
        }.store(in: &subscriptions)
        board.alerts.subscribe { [weak self] alert in self?.state.alerts.append(alert) }.store(in: &subscriptions)
    }

    /// Loads the board and selects its first project.
    func appear() async {
        await board.appear()
        selectIfNothingIs()
    }

    /// Reads the store again, so changes made by another process (the CLI) appear.
    func refresh() async {
        await board.appear()
        selectIfNothingIs()
    }

    /// Reloads the board after each change the store signals, until the calling task is cancelled.
    func followChanges() async {
        await board.followChanges()
    }

    /// Handles one key: updates the state, then calls the inputs it asks for, each to its end.
    ///
    /// - Returns: `false` when the key quits the program.
    func handle(_ key: Key) async -> Bool {
        let outcome = keys.handle(key, in: state)
        state = outcome.state
        for action in outcome.actions {
            guard await perform(action) else { return false }
        }
        selectIfNothingIs()
        return true
    }

    /// The screen for a terminal of `size`; remembers how the columns were scrolled to show the selection.
    func frame(size: TerminalSize) -> ScreenBuffer {
        needsDrawing = false
        state = state.fitted(to: size)
        return renderer.render(state, size: size)
    }

    // MARK: - Coordinator

    /// Shows `detail` as a box, typing into its title field first.
    func showDetail(_ detail: any DetailViewModelType) {
        dropOverlay()
        self.detail = detail
        state.overlay = .detail(DetailSheetState(content: detail.content.value))
        detail.content.subscribe { [weak self] content in
            guard let self, case var .detail(sheet) = state.overlay else { return }
            sheet.update(content)
            state.overlay = .detail(sheet)
        }.store(in: &overlaySubscriptions)
        detail.alerts.subscribe { [weak self] alert in self?.state.alerts.append(alert) }.store(in: &overlaySubscriptions)
    }

    /// Shows `menu` as a box with its first option highlighted.
    func showMoveMenu(_ menu: any MoveMenuViewModelType) {
        dropOverlay()
        moveMenu = menu
        state.overlay = .moveMenu(MoveMenuState(projectTitle: menu.project.title, options: menu.options))
    }

    /// Shows `history` as a box; its lines arrive when it has loaded them.
    func showHistory(_ history: any HistoryViewModelType) {
        dropOverlay()
        self.history = history
        state.overlay = .history(HistoryListState(heading: history.heading, emptyText: history.emptyText))
        history.lines.subscribe { [weak self] lines in
            guard let self, case var .history(list) = state.overlay else { return }
            list.lines = lines
            state.overlay = .history(list)
        }.store(in: &overlaySubscriptions)
        history.alerts.subscribe { [weak self] alert in self?.state.alerts.append(alert) }.store(in: &overlaySubscriptions)
    }

    /// Removes the box over the board.
    func dismiss() {
        dropOverlay()
        state.overlay = nil
    }

    // MARK: - Carrying out actions

    /// Calls the input `action` names. Returns `false` for ``BoardAction/quit``.
    private func perform(_ action: BoardAction) async -> Bool {
        switch action {
        case let .select(id): board.select(id)
        case let .open(id): board.open(id)
        case .add: board.add()
        case let .showMoveMenu(id): board.showMoveMenu(for: id)
        case let .delete(id): await board.delete(id)
        case .undo: await board.undo()
        case .redo: await board.redo()
        case .showHistory:
            board.showHistory()
            await history?.appear()
        case let .setTitle(text): detail?.setTitle(text)
        case let .setDeadline(text): detail?.setDeadline(text)
        case let .setBody(text): detail?.setBody(text)
        case let .stepDeadline(days): detail?.stepDeadline(byDays: days)
        case .setDeadlineToday: detail?.setDeadlineToday()
        case .editDetail: detail?.edit()
        case .cancelDetail: detail?.cancel()
        case .saveDetail: await detail?.done()
        case let .chooseMove(state): await moveMenu?.choose(state)
        case .cancelMove: moveMenu?.cancel()
        case .closeHistory: history?.close()
        case .quit: return false
        }
        return true
    }

    /// After a delete (or a refresh that took the selected project away), selects the row that took its place.
    private func selectIfNothingIs() {
        if let id = state.rowToSelect { board.select(id) }
    }

    private func dropOverlay() {
        overlaySubscriptions.removeAll()
        detail = nil
        moveMenu = nil
        history = nil
    }
}

import Presentation
import TerminalKit

/// The interactive board without the terminal: it drives a ``BoardSession`` (the board and what is open
/// over it), keeps the ``BoardScreenState`` in step with what the session publishes, and turns keys into
/// session inputs through ``BoardKeyHandler``.
///
/// ``InteractiveBoard`` feeds it keys and draws ``frame(size:)``; tests do the same with no terminal.
@MainActor
final class BoardScreen {
    /// What the screen shows now.
    private(set) var state = BoardScreenState(board: BoardContent())
    /// Whether the board changed since the last ``frame(size:)``: a change heard from the store draws
    /// the screen again without waiting for a key.
    private(set) var needsDrawing = true
    /// The board and what is open over it.
    let session: BoardSession
    /// The board view model.
    var board: any BoardViewModelType { session.board }
    /// Draws the screen at once, in the middle of an input: for "Syncing", which a sync's end replaces.
    var drawNow: @MainActor () -> Void = {}

    private let keys: BoardKeyHandler
    private let renderer: BoardRenderer
    private var subscriptions: [Subscription] = []
    /// The subscriptions to the view model of the box over the board; they go when it closes.
    private var sheetSubscriptions: [Subscription] = []

    /// A screen on the view models `factory` builds, drawn as `policy` allows.
    convenience init(factory: ViewModelFactory, policy: ColorPolicy) {
        self.init(session: BoardSession(factory: factory), localizer: factory.localizer, policy: policy)
    }

    /// A screen on the board `makeBoard` builds with the session as its coordinator (a fake one in a test).
    convenience init(localizer: Localizer, policy: ColorPolicy, makeBoard: @escaping @MainActor (any Coordinator) -> any BoardViewModelType) {
        self.init(session: BoardSession(localizer: localizer, makeBoard: makeBoard), localizer: localizer, policy: policy)
    }

    /// A screen driving `session`, whose texts `localizer` gives.
    init(session: BoardSession, localizer: Localizer, policy: ColorPolicy) {
        self.session = session
        keys = BoardKeyHandler(localizer: localizer)
        renderer = BoardRenderer(localizer: localizer, policy: policy)
        session.board.content.subscribe { [weak self] content in
            self?.state.board = content
            self?.state.followSelection()
            self?.needsDrawing = true
        }.store(in: &subscriptions)
        session.alerts.subscribe { [weak self] alerts in self?.state.alerts = alerts }.store(in: &subscriptions)
        session.sheet.subscribe { [weak self] sheet in self?.show(sheet) }.store(in: &subscriptions)
        session.sharedBoardState.subscribe { [weak self] shared in
            self?.state.sharedBoard = shared
            self?.needsDrawing = true
            if case .syncing? = shared { self?.drawNow() }
        }.store(in: &subscriptions)
        session.conflicts.subscribe { [weak self] conflicts in
            self?.state.conflicts = conflicts
            self?.needsDrawing = true
        }.store(in: &subscriptions)
    }

    /// Loads the board and selects its first project.
    func appear() async {
        await session.send(.appear)
        await selectIfNothingIs()
    }

    /// Reads the store again, so changes made by another process (the CLI) appear.
    func refresh() async {
        await appear()
    }

    /// Brings the board up to date after each change the store tells of, until the calling task is cancelled.
    func followChanges() async {
        await session.board.followChanges()
    }

    /// Handles one key: updates the state, then sends the inputs it asks for, each to its end.
    ///
    /// - Returns: `false` when the key quits the program.
    func handle(_ key: Key) async -> Bool {
        let outcome = keys.handle(key, in: state)
        state = outcome.state
        for input in outcome.inputs { await session.send(input) }
        if outcome.quits { return false }
        await selectIfNothingIs()
        return true
    }

    /// The screen for a terminal of `size`; remembers how the columns were scrolled to show the selection.
    func frame(size: TerminalSize) -> ScreenBuffer {
        needsDrawing = false
        state = state.fitted(to: size)
        return renderer.render(state, size: size)
    }

    /// Draws what the session opened over the board as a box, keeping it in step with its view model.
    private func show(_ sheet: BoardSheet?) {
        sheetSubscriptions = []
        switch sheet {
        case nil:
            // The keys and the conflicts are the screen's own boxes, not the session's.
            switch state.sheet {
            case .help?, .conflicts?: break
            default: state.sheet = nil
            }
        case let .detail(detail):
            state.sheet = .detail(DetailSheetState(content: detail.content.value))
            detail.content.subscribe { [weak self] content in
                guard let self, case var .detail(sheet) = state.sheet else { return }
                sheet.update(content)
                state.sheet = .detail(sheet)
            }.store(in: &sheetSubscriptions)
        case let .moveMenu(menu):
            state.sheet = .moveMenu(MoveMenuState(projectTitle: menu.project.title, options: menu.options))
        case let .history(history):
            state.sheet = .history(HistoryListState(heading: history.heading, emptyText: history.emptyText))
            history.lines.subscribe { [weak self] lines in
                guard let self, case var .history(list) = state.sheet else { return }
                list.lines = lines
                state.sheet = .history(list)
            }.store(in: &sheetSubscriptions)
        case let .deleteConfirmation(question):
            state.sheet = .deleteConfirmation(id: question.id, title: question.title)
        }
    }

    /// After a delete (or a refresh that took the selected project away), selects the row that took its place.
    private func selectIfNothingIs() async {
        if let id = state.rowToSelect { await session.send(.select(id: id)) }
    }
}

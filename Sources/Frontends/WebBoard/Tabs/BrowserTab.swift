import Presentation

/// One browser tab's screens: a board, and the detail sheet, move menu, history list or delete question
/// over it, each a view model of its own on the server. The tab is their coordinator.
///
/// Inputs arrive as numbered requests, possibly at once and out of order (a browser sends them on
/// several connections); ``receive(_:sequence:)`` applies them strictly in the order of their numbers,
/// one after the other, each to the end (a move is stored and the board reloaded before the next input
/// acts). Every output a view model publishes goes to the tab through `send`, in the order published.
///
/// Live: from its first board on, the tab's board follows the store's feed of changes in a task the tab
/// owns (``BoardViewModelInput/followChanges()``; each signal is a reload queued behind the inputs), or,
/// for a store without a feed (or once its feed ends), reads the store again every `refreshInterval`.
/// ``close()`` ends it.
@MainActor
final class BrowserTab: Coordinator {
    /// How far ahead of the next expected number an input may be; further is refused (a lost input
    /// would otherwise hold the ones after it forever).
    static let maximumGap = 64

    let id: String
    private let factory: ViewModelFactory
    private let send: @MainActor (TabOutput) -> Void
    private lazy var board: any BoardViewModelType = factory.makeBoard(coordinator: self)
    private var boardSubscriptions: [Subscription] = []
    private var detail: (any DetailViewModelType)?
    private var moveMenu: (any MoveMenuViewModelType)?
    private var history: (any HistoryViewModelType)?
    private var pendingDeletion: ProjectID?
    /// What the open overlay's view model publishes goes out through these.
    private var overlaySubscriptions: [Subscription] = []
    /// The board last sent, so an unchanged reload sends nothing and a changed one only what changed.
    private var sentBoard: BoardContent?
    /// Keeps the board current while the tab is open; cancelled by ``close()``.
    private var following: Task<Void, Never>?
    private let refreshInterval: Duration

    private var nextSequence = 0
    private var isApplying = false
    private var waiting: [Int: (input: TabInput, done: CheckedContinuation<Bool, Never>)] = [:]
    private(set) var isClosed = false

    /// - Parameters:
    ///   - factory: builds the tab's view models, in the tab's language.
    ///   - refreshInterval: for a store without a feed of changes, how often the board reads it again.
    ///   - send: takes each output, in the order published.
    init(id: String, factory: ViewModelFactory, refreshInterval: Duration = .seconds(1),
         send: @escaping @MainActor (TabOutput) -> Void) {
        self.id = id
        self.factory = factory
        self.refreshInterval = refreshInterval
        self.send = send
        board.alerts.subscribe { [weak self] alert in self?.emit(.alert(alert)) }.store(in: &boardSubscriptions)
    }

    /// Applies `input` once every input numbered before `sequence` has been applied; returns when it has
    /// been, `true`, or `false` if it was refused (a number already used or too far ahead) or the tab closed.
    func receive(_ input: TabInput, sequence: Int) async -> Bool {
        guard !isClosed, sequence >= nextSequence, sequence < nextSequence + Self.maximumGap,
              waiting[sequence] == nil else { return false }
        guard sequence == nextSequence, !isApplying else {
            return await withCheckedContinuation { waiting[sequence] = (input, $0) }
        }
        // This request applies its own input, then every waiting one whose turn has come.
        isApplying = true
        nextSequence += 1
        await apply(input)
        while !isClosed, let next = waiting.removeValue(forKey: nextSequence) {
            nextSequence += 1
            await apply(next.input)
            next.done.resume(returning: true)
        }
        isApplying = false
        return true
    }

    /// Whether the board hears the store's feed of changes (else it reads the store every interval).
    var followsChanges: Bool { board.followsChanges }

    /// The tab has gone: its view models are let go and waiting inputs are refused.
    func close() {
        isClosed = true
        following?.cancel()
        following = nil
        for (_, entry) in waiting { entry.done.resume(returning: false) }
        waiting = [:]
        boardSubscriptions = []
        closeOverlays()
    }

    private func apply(_ input: TabInput) async {
        switch input {
        case .appear:
            let isFirst = following == nil && !isClosed
            if isFirst {
                following = Task { [board, refreshInterval] in
                    if board.followsChanges { await board.followChanges() }
                    // No feed, or one that can no longer watch: read the store every interval (until cancelled).
                    while (try? await Task.sleep(for: refreshInterval)) != nil { await board.appear() }
                }
                // The follower runs first (the main actor takes its jobs in order) and starts listening
                // before the load below reads the store, so no change can fall between the two.
                await Task.yield()
            }
            await board.appear()
            // Published from the first load on, so the page's first board is the loaded one, not the
            // empty board before it.
            if isFirst, !isClosed {
                board.content.subscribe { [weak self] content in self?.publishBoard(content) }.store(in: &boardSubscriptions)
            }
        case .add: board.add()
        case .showHistory:
            board.showHistory()
            await history?.appear()
        case .undo: await board.undo()
        case .redo: await board.redo()
        case let .select(id): board.select(id)
        case let .open(id): board.open(id)
        case let .showMoveMenu(id): board.showMoveMenu(for: id)
        case let .move(id, state): await board.move(id, to: state)
        case let .askDelete(id):
            guard let row = board.content.value.row(id) else { return }
            closeOverlays()
            pendingDeletion = id
            let localizer = factory.localizer
            emit(.confirmation(question: localizer.deleteQuestion(title: row.title),
                               confirmLabel: localizer.deleteCommand, cancelLabel: localizer.cancelLabel))
        case .confirmDelete:
            guard let id = pendingDeletion else { return }
            closeOverlays()
            await board.delete(id)
        case .cancelDelete: if pendingDeletion != nil { closeOverlays() }
        case let .setTitle(text): detail?.setTitle(text)
        case let .setBody(text): detail?.setBody(text)
        case let .setDeadline(text): detail?.setDeadline(text)
        case let .stepDeadline(days): detail?.stepDeadline(byDays: days)
        case .setDeadlineToday: detail?.setDeadlineToday()
        case .edit: detail?.edit()
        case .cancelDetail: detail?.cancel()
        case .done: await detail?.done()
        case let .choose(state): await moveMenu?.choose(state)
        case .cancelMove: moveMenu?.cancel()
        case .closeHistory: history?.close()
        }
    }

    // MARK: Coordinator

    func showDetail(_ detail: any DetailViewModelType) {
        closeOverlays()
        self.detail = detail
        detail.content.subscribe { [weak self] content in self?.emit(.detail(content)) }.store(in: &overlaySubscriptions)
        detail.alerts.subscribe { [weak self] alert in self?.emit(.alert(alert)) }.store(in: &overlaySubscriptions)
    }

    func showMoveMenu(_ menu: any MoveMenuViewModelType) {
        closeOverlays()
        moveMenu = menu
        emit(.moveMenu(title: factory.makeRow(menu.project).title, options: menu.options))
    }

    func showHistory(_ history: any HistoryViewModelType) {
        closeOverlays()
        self.history = history
        let (heading, emptyText) = (history.heading, history.emptyText)
        // The first value is the empty list before `appear()`: the list opens when its lines arrive.
        var isFirst = true
        history.lines.subscribe { [weak self] lines in
            defer { isFirst = false }
            guard !isFirst else { return }
            self?.emit(.history(heading: heading, emptyText: emptyText, lines: lines))
        }.store(in: &overlaySubscriptions)
        history.alerts.subscribe { [weak self] alert in self?.emit(.alert(alert)) }.store(in: &overlaySubscriptions)
    }

    func dismiss() {
        closeOverlays()
    }

    /// Closes whichever overlay is open and tells the page.
    private func closeOverlays() {
        overlaySubscriptions = []
        let open = [(detail != nil, "detail"), (moveMenu != nil, "moveMenu"), (history != nil, "history"),
                    (pendingDeletion != nil, "confirmation")]
        (detail, moveMenu, history, pendingDeletion) = (nil, nil, nil, nil)
        for (isOpen, screen) in open where isOpen && !isClosed { emit(.closed(screen)) }
    }

    private func publishBoard(_ content: BoardContent) {
        guard content != sentBoard else { return }
        defer { sentBoard = content }
        let localizer = factory.localizer
        guard let sent = sentBoard, sent.columns.map(\.state) == content.columns.map(\.state) else {
            return emit(.board(BoardDocument(content, localizer: localizer)))
        }
        emit(.boardPatch(BoardPatch(from: sent, to: content, localizer: localizer)))
    }

    private func emit(_ output: TabOutput) {
        send(output)
    }
}

import Presentation

/// One browser tab: a ``BoardSession`` (the board and whatever is open over it) whose outputs go to the
/// page, and whose inputs arrive from it as numbered requests.
///
/// Inputs arrive possibly at once and out of order (a browser sends them on several connections);
/// ``receive(_:sequence:)`` hands them to the session strictly in the order of their numbers. Every
/// output goes to the tab through `send`, in the order published.
///
/// Live: from its first board on, the tab's board follows the store's feed of changes in a task the tab
/// owns (``BoardViewModelInput/followChanges()``; each notice reads what changed, queued behind the inputs), or,
/// for a store without a feed (or once its feed ends), reads the store again every `refreshInterval`.
/// ``close()`` ends it.
@MainActor
final class BrowserTab {
    /// How far ahead of the next expected number an input may be; further is refused (a lost input
    /// would otherwise hold the ones after it forever).
    static let maximumGap = 64
    /// How long an input waits for a missing one numbered before it: then the tab gives up, refusing what
    /// waits, and closes (its page starts a new tab), so that a lost request holds no input for long.
    static let gapWait = Duration.seconds(2)

    let id: String
    private let factory: ViewModelFactory
    private let send: @MainActor (TabOutput) -> Void
    private let session: BoardSession
    private var subscriptions: [Subscription] = []
    /// What the open sheet's view model publishes goes out through these.
    private var sheetSubscriptions: [Subscription] = []
    /// The screen open over the board, as the page knows it (to tell the page when it closes).
    private var openScreen: String?
    /// The board last sent, so an unchanged reload sends nothing and a changed one only what changed.
    private var sentBoard: BoardContent?
    /// The shared board's banner last sent, so that only a change of it goes out.
    private var sentBanner: SharedBoardBanner?
    /// Keeps the board current while the tab is open; cancelled by ``close()``.
    private var following: Task<Void, Never>?
    private let refreshInterval: Duration
    private let gapWait: Duration

    private var nextSequence = 0
    private var isApplying = false
    private var waiting: [Int: (input: BoardSessionInput, done: CheckedContinuation<Bool, Never>)] = [:]
    private(set) var isClosed = false

    /// - Parameters:
    ///   - factory: builds the tab's view models, in the tab's language.
    ///   - refreshInterval: for a store without a feed of changes, how often the board reads it again.
    ///   - send: takes each output, in the order published.
    ///   - gapWait: how long an input waits for a missing one before it (see ``gapWait``).
    init(id: String, factory: ViewModelFactory, refreshInterval: Duration = .seconds(1), gapWait: Duration = BrowserTab.gapWait,
         send: @escaping @MainActor (TabOutput) -> Void) {
        self.id = id
        self.factory = factory
        self.refreshInterval = refreshInterval
        self.gapWait = gapWait
        self.send = send
        session = BoardSession(factory: factory)
        // The page shows each alert until its reader closes it: each goes out as it is queued.
        session.arrivingAlerts.subscribe { [weak self] alert in self?.emit(.alert(alert)) }.store(in: &subscriptions)
        session.sheet.subscribe { [weak self] sheet in self?.show(sheet) }.store(in: &subscriptions)
    }

    /// Applies `input` once every input numbered before `sequence` has been applied; returns when it has
    /// been, `true`, or `false` if it was refused (a number already used or too far ahead), a number
    /// before it was missing for longer than ``gapWait`` (the tab is then closed), or the tab closed.
    func receive(_ input: BoardSessionInput, sequence: Int) async -> Bool {
        guard !isClosed, sequence >= nextSequence, sequence < nextSequence + Self.maximumGap,
              waiting[sequence] == nil else { return false }
        guard sequence == nextSequence, !isApplying else {
            if sequence > nextSequence { giveUpLater(unless: nextSequence) }
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

    /// Closes the tab after ``gapWait`` if the input numbered `missing` has neither come nor been applied.
    private func giveUpLater(unless missing: Int) {
        Task { [weak self, gapWait] in
            try? await Task.sleep(for: gapWait)
            guard let self, !isClosed, nextSequence <= missing, waiting[missing] == nil else { return }
            close()
        }
    }

    /// Whether the board hears the store's feed of changes (else it reads the store every interval).
    var followsChanges: Bool { session.board.followsChanges }

    /// The tab has gone: its view models are let go and waiting inputs are refused.
    func close() {
        isClosed = true
        following?.cancel()
        following = nil
        for (_, entry) in waiting { entry.done.resume(returning: false) }
        waiting = [:]
        subscriptions = []
        sheetSubscriptions = []
    }

    private func apply(_ input: BoardSessionInput) async {
        let isFirst = input == .appear && following == nil && !isClosed
        if isFirst {
            following = Task { [board = session.board, refreshInterval] in
                if board.followsChanges { await board.followChanges() }
                // No feed, or one that can no longer watch: read the store every interval (until cancelled).
                while (try? await Task.sleep(for: refreshInterval)) != nil { await board.appear() }
            }
            // The follower runs first (the main actor takes its jobs in order) and starts listening
            // before the load below reads the store, so no change can fall between the two.
            await Task.yield()
        }
        let moved = movedProject(input)
        await session.send(input)
        if let moved, let announcement = announcement(of: moved) { emit(.announcement(announcement)) }
        // Published from the first load on, so the page's first board is the loaded one, not the
        // empty board before it.
        if isFirst, !isClosed {
            session.board.content.subscribe { [weak self] content in self?.publishBoard(content) }.store(in: &subscriptions)
            session.sharedBoardState.subscribe { [weak self] _ in self?.publishSharedBoard() }.store(in: &subscriptions)
            session.conflicts.subscribe { [weak self] _ in self?.publishSharedBoard() }.store(in: &subscriptions)
        }
        // The page has every alert sent so far: the session need not keep them.
        while !session.alerts.value.isEmpty { await session.send(.dismissAlert) }
    }

    /// The title of the project `input` moves (as the board shows it before the move), and where to.
    private func movedProject(_ input: BoardSessionInput) -> (id: ProjectID, title: String, to: ProjectState)? {
        guard case let .move(id, state) = input, let row = session.board.content.value.row(id) else { return nil }
        return (id, row.title, state)
    }

    /// What a screen reader is told once a move is on the board: nothing if it did not happen (the
    /// session's alert says why).
    private func announcement(of move: (id: ProjectID, title: String, to: ProjectState)) -> String? {
        guard session.board.content.value.column(move.to)?.rows.contains(where: { $0.id == move.id }) == true else { return nil }
        return factory.localizer.movedAnnouncement(title: move.title, to: move.to)
    }

    /// Tells the page what the session opened over the board, or that it closed.
    private func show(_ sheet: BoardSheet?) {
        sheetSubscriptions = []
        if let screen = openScreen, !isClosed { emit(.closed(screen)) }
        openScreen = nil
        switch sheet {
        case nil: break
        case let .detail(detail):
            openScreen = "detail"
            detail.content.subscribe { [weak self] content in self?.emit(.detail(content)) }.store(in: &sheetSubscriptions)
        case let .moveMenu(menu):
            openScreen = "moveMenu"
            emit(.moveMenu(title: factory.makeRow(menu.project).title, options: menu.options))
        case let .history(history):
            openScreen = "history"
            let (heading, emptyText) = (history.heading, history.emptyText)
            // The first value is the empty list before `appear()`: the list opens when its lines arrive.
            var isFirst = true
            history.lines.subscribe { [weak self] lines in
                defer { isFirst = false }
                guard !isFirst else { return }
                self?.emit(.history(heading: heading, emptyText: emptyText, lines: lines))
            }.store(in: &sheetSubscriptions)
        case let .deleteConfirmation(question):
            openScreen = "confirmation"
            emit(.confirmation(question: question.question, confirmLabel: question.confirmLabel, cancelLabel: question.cancelLabel))
        }
    }

    private func publishBoard(_ content: BoardContent) {
        let localizer = factory.localizer
        guard let sent = sentBoard, sent.columns.map(\.state) == content.columns.map(\.state) else {
            sentBoard = content
            return emit(.board(BoardDocument(content, localizer: localizer)))
        }
        let patch = BoardPatch(from: sent, to: content, localizer: localizer)
        sentBoard = content
        if !patch.isEmpty { emit(.boardPatch(patch)) }
    }

    private func publishSharedBoard() {
        guard let state = session.sharedBoardState.value else { return }
        let banner = SharedBoardBanner(state, conflicts: session.conflicts.value, localizer: factory.localizer)
        if banner != sentBanner { emit(.sharedBoard(banner)) }
        sentBanner = banner
    }

    private func emit(_ output: TabOutput) {
        send(output)
    }
}

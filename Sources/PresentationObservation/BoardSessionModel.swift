import Foundation
import Presentation

/// The board session as `@Observable` state, for SwiftUI: the board, what is open over it, the alert showing
/// and where a shared board stands, each a property a view binds to with no logic of its own.
///
/// `.sheet(item: $model.detail)`, `.popover(item: $model.moveMenu)`, `.sheet(item: $model.history)`,
/// `.confirmationDialog(…, isPresented: $model.isConfirmingDelete)` and
/// `.alert(…, isPresented: $model.isShowingAlert)` bind straight to it; when SwiftUI closes one (a swipe
/// down, a tap outside) it sets the binding back, and the model tells the session, as its own Cancel
/// would. Buttons send inputs with ``send(_:)``.
@MainActor @Observable
public final class BoardSessionModel {
    /// The board: columns, undo and redo availability, the read-only reason, the selection.
    public private(set) var board: BoardContent
    /// The open sheet (a new project, or one viewed or edited); `nil` closes it.
    public var detail: DetailScreenModel? {
        get { shownDetail }
        set { if newValue == nil, shownDetail != nil { send(.dismiss) } }
    }
    /// The open move menu; `nil` closes it.
    public var moveMenu: MoveMenuModel? {
        get { shownMoveMenu }
        set { if newValue == nil, shownMoveMenu != nil { send(.cancelMove) } }
    }
    /// The open history list; `nil` closes it.
    public var history: HistoryScreenModel? {
        get { shownHistory }
        set { if newValue == nil, shownHistory != nil { send(.closeHistory) } }
    }
    /// The delete question, while it waits for an answer.
    public private(set) var deleteConfirmation: DeleteConfirmation?
    /// Whether the delete question is showing; `false` answers no.
    public var isConfirmingDelete: Bool {
        get { deleteConfirmation != nil }
        set { if !newValue, deleteConfirmation != nil { send(.cancelDelete) } }
    }
    /// The alert to show, the oldest waiting.
    public private(set) var alert: Alert?
    /// Whether an alert is showing; `false` dismisses it (the next waiting one then shows).
    public var isShowingAlert: Bool {
        get { alert != nil }
        set { if !newValue, alert != nil { send(.dismissAlert) } }
    }
    /// Where the shared board stands, for a status bar; `nil` for a board that is not shared.
    public private(set) var sharedBoard: SharedBoardState?
    /// The shared board's changes that could not apply, oldest first, until settled.
    public private(set) var conflicts: [SharedBoardConflict] = []
    /// The session the model observes.
    @ObservationIgnored public let session: BoardSession

    private var shownDetail: DetailScreenModel?
    private var shownMoveMenu: MoveMenuModel?
    private var shownHistory: HistoryScreenModel?
    @ObservationIgnored private var subscriptions: [Subscription] = []
    @ObservationIgnored private var lastInput: Task<Void, Never>?

    /// Observes `session`.
    public init(_ session: BoardSession) {
        self.session = session
        board = session.board.content.value
        // @Observable skips a write equal to what it holds: a view redraws only for what changed.
        session.board.content.subscribe { [weak self] in self?.board = $0 }.store(in: &subscriptions)
        session.alerts.subscribe { [weak self] in self?.alert = $0.first }.store(in: &subscriptions)
        session.sheet.subscribe { [weak self] sheet in self?.show(sheet) }.store(in: &subscriptions)
        session.sharedBoardState.subscribe { [weak self] in self?.sharedBoard = $0 }.store(in: &subscriptions)
        session.conflicts.subscribe { [weak self] in self?.conflicts = $0 }.store(in: &subscriptions)
    }

    /// A model of a new session on the view models `factory` builds.
    public convenience init(factory: ViewModelFactory) {
        self.init(BoardSession(factory: factory))
    }

    /// Sends `input` in a task of its own, as a button does; a change it makes becomes one undo step.
    public func send(_ input: BoardSessionInput) {
        lastInput = Task {
            guard await session.send(input), Self.changesTheBoard(input) else { return }
            registerUndoStep?(self) { $0.undoStep() }
        }
    }

    /// Settles a change that could not apply to the shared board: applies it anyway, or lets it go.
    public func settle(_ conflict: SharedBoardConflict, apply: Bool) { send(.settle(id: conflict.id, apply: apply)) }

    /// Registers a step with an undo manager: the model and what undoing it does (for a test's stand-in).
    @ObservationIgnored public var registerUndoStep: (@MainActor (BoardSessionModel, @escaping @MainActor (BoardSessionModel) -> Void) -> Void)?

    /// The undo manager's undo, or its redo when `redoing`: the session takes the step, and the opposite one is registered.
    private func undoStep(redoing: Bool = false) {
        lastInput = Task { await session.send(redoing ? .redo : .undo) }
        registerUndoStep?(self) { $0.undoStep(redoing: !redoing) }
    }

    /// The inputs that change what is stored (and so can be undone).
    private static func changesTheBoard(_ input: BoardSessionInput) -> Bool {
        switch input {
        case .move, .choose, .confirmDelete, .delete, .done: true
        default: false
        }
    }

    /// Waits until every input sent so far has been applied (the session applies them in turn).
    public func settle() async {
        await lastInput?.value
    }

    /// The open sheet's deadline as the start of its day in `calendar`, for a `DatePicker`; `nil` when
    /// the field holds no whole date.
    public func deadline(in calendar: Calendar = .current) -> Date? {
        guard let text = shownDetail?.content.deadline, let day = try? CalendarDay(parsing: text) else { return nil }
        return day.startDate(in: calendar)
    }

    /// Types the day of `date` in `calendar` into the open sheet's deadline field, or clears it for `nil`.
    public func setDeadline(_ date: Date?, in calendar: Calendar = .current) {
        send(.setDeadline(text: date.flatMap { CalendarDay($0, in: calendar)?.description } ?? ""))
    }

    private func show(_ sheet: BoardSheet?) {
        var detail: DetailScreenModel?, menu: MoveMenuModel?, history: HistoryScreenModel?, question: DeleteConfirmation?
        switch sheet {
        case let .detail(viewModel)?: detail = shownDetail?.viewModel === viewModel ? shownDetail : DetailScreenModel(viewModel)
        case let .moveMenu(menuModel)?:
            menu = MoveMenuModel(id: menuModel.project.id, title: menuModel.project.title, options: menuModel.options)
        case let .history(list)?: history = shownHistory?.viewModel === list ? shownHistory : HistoryScreenModel(list)
        case let .deleteConfirmation(confirmation)?: question = confirmation
        case nil: break
        }
        if shownDetail !== detail { shownDetail = detail }
        if shownMoveMenu != menu { shownMoveMenu = menu }
        if shownHistory !== history { shownHistory = history }
        if deleteConfirmation != question { deleteConfirmation = question }
    }
}

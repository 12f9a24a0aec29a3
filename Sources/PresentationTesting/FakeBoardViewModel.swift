import Presentation

/// A board that only records: give it to a frontend in the frontend's own test, say what it shows with
/// ``show(_:)``, drive the frontend, and assert the inputs it received in ``calls``. No store, no use case.
///
/// ```swift
/// let board = FakeBoardViewModel(content: BoardContent(columns: …))
/// let shell = LineShell(localizer: localizer, write: { _ in }) { _ in board }
/// await shell.run(lines: ["move 1 doing"])
/// #expect(board.calls == [.appear, .move(id, to: .doing)])
/// ```
@MainActor
public final class FakeBoardViewModel: BoardViewModelInput, BoardViewModelOutput {
    /// One input the frontend called, with its arguments.
    public enum Call: Sendable, Equatable {
        /// `appear()`.
        case appear
        /// `add()`.
        case add
        /// `select(_:)`.
        case select(ProjectID?)
        /// `open(_:)`.
        case open(ProjectID)
        /// `showMoveMenu(for:)`.
        case showMoveMenu(ProjectID)
        /// `showHistory()`.
        case showHistory
        /// `delete(_:)`.
        case delete(ProjectID)
        /// `move(_:to:)`.
        case move(ProjectID, to: ProjectState)
        /// `undo()`.
        case undo
        /// `redo()`.
        case redo
    }

    /// Every input called, oldest first.
    public private(set) var calls: [Call] = []
    /// Runs when the frontend calls `add()`, e.g. to show it a ``FakeDetailViewModel`` as the real board would.
    public var onAdd: @MainActor () -> Void = {}
    /// See ``BoardViewModelOutput/content``.
    public var content: Property<BoardContent> { Property(contentSubject) }
    /// See ``BoardViewModelOutput/alerts``.
    public var alerts: EventStream<Alert> { EventStream(alertEmitter) }

    private let contentSubject: MutableProperty<BoardContent>
    private let alertEmitter = EventEmitter<Alert>()

    /// A board showing `content` (the empty board unless told otherwise).
    public init(content: BoardContent = BoardContent()) {
        contentSubject = MutableProperty(content)
    }

    /// Publishes `content`, as the real board does after a load.
    public func show(_ content: BoardContent) { contentSubject.send(content) }
    /// Sends `alert`, as the real board does when an input fails.
    public func send(_ alert: Alert) { alertEmitter.send(alert) }

    /// Records the call.
    public func appear() async { calls.append(.appear) }
    /// Records the call and runs ``onAdd``.
    public func add() {
        calls.append(.add)
        onAdd()
    }
    /// Records the call.
    public func select(_ id: ProjectID?) { calls.append(.select(id)) }
    /// Records the call.
    public func open(_ id: ProjectID) { calls.append(.open(id)) }
    /// Records the call.
    public func showMoveMenu(for id: ProjectID) { calls.append(.showMoveMenu(id)) }
    /// Records the call.
    public func showHistory() { calls.append(.showHistory) }
    /// Records the call.
    public func delete(_ id: ProjectID) async { calls.append(.delete(id)) }
    /// Records the call.
    public func move(_ id: ProjectID, to state: ProjectState) async { calls.append(.move(id, to: state)) }
    /// Records the call.
    public func undo() async { calls.append(.undo) }
    /// Records the call.
    public func redo() async { calls.append(.redo) }
}

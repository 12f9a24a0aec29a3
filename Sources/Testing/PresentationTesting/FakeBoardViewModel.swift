import Presentation

/// A board that records its inputs: give it to a frontend in the frontend's own test, say what it shows
/// with ``show(_:)`` (a selection it shows itself, as the real board does), drive the frontend, and assert
/// the inputs it received in ``calls``. No store, no use case.
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
        /// `followChanges()`.
        case followChanges
    }

    /// Every input called, oldest first.
    public private(set) var calls: [Call] = []
    /// Runs after each input is recorded, e.g. to answer `add()` by showing the frontend a
    /// ``FakeDetailViewModel`` through its coordinator, as the real board would.
    public var onCall: @MainActor (Call) -> Void = { _ in }
    /// See ``BoardViewModelOutput/content``.
    public var content: Property<BoardContent> { Property(contentSubject) }
    /// See ``BoardViewModelOutput/alerts``.
    public var alerts: EventStream<Alert> { EventStream(alertEmitter) }
    /// See ``BoardViewModelOutput/followsChanges``: whether the fake says it follows (it never reloads).
    public var followsChanges = false

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
    public func appear() async { record(.appear) }
    /// Records the call.
    public func add() { record(.add) }
    /// Records the call and shows `id` selected, as the real board does.
    public func select(_ id: ProjectID?) {
        var content = content.value
        content.selectedID = id
        contentSubject.send(content)
        record(.select(id))
    }
    /// Records the call.
    public func open(_ id: ProjectID) { record(.open(id)) }
    /// Records the call.
    public func showMoveMenu(for id: ProjectID) { record(.showMoveMenu(id)) }
    /// Records the call.
    public func showHistory() { record(.showHistory) }
    /// Records the call.
    public func delete(_ id: ProjectID) async { record(.delete(id)) }
    /// Records the call.
    public func move(_ id: ProjectID, to state: ProjectState) async { record(.move(id, to: state)) }
    /// Records the call.
    public func undo() async { record(.undo) }
    /// Records the call.
    public func redo() async { record(.redo) }
    /// Records the call and returns at once, as for a store that cannot be watched.
    public func followChanges() async { record(.followChanges) }

    private func record(_ call: Call) {
        calls.append(call)
        onCall(call)
    }
}

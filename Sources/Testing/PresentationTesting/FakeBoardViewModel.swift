import Presentation

/// A board that records its inputs: give it to a frontend in the frontend's own test, say what it shows
/// with ``show(_:)``, drive the frontend, and assert the inputs it received in ``inputs``, in the board
/// session's vocabulary. No store, no use case.
///
/// ```swift
/// let board = FakeBoardViewModel(content: BoardContent(columns: …))
/// let shell = LineShell(localizer: localizer, write: { _ in }) { _ in board }
/// await shell.run(lines: ["move 1 doing"])
/// #expect(board.inputs == [.appear, .move(id: id, to: .doing)])
/// ```
@MainActor
public final class FakeBoardViewModel: BoardViewModelInput, BoardViewModelOutput {
    /// Every input received, oldest first.
    public private(set) var inputs: [BoardSessionInput] = []
    /// Runs after each input is recorded, e.g. to answer `.add` by showing the frontend a
    /// ``FakeDetailViewModel`` through its coordinator, as the real board would.
    public var onInput: @MainActor (BoardSessionInput) -> Void = { _ in }
    /// What the board shows: set it with ``show(_:)``.
    public var content: Property<BoardContent> { Property(contentSubject) }
    /// What ``send(_:)`` sends.
    public var alerts: EventStream<Alert> { EventStream(alertEmitter) }
    /// Whether the fake says it follows the store (it never reloads).
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

    /// Records `.appear`.
    public func appear() async { record(.appear) }
    /// Records `.add`.
    public func add() { record(.add) }
    /// Records `.select` and shows `id` selected, as the real board does.
    public func select(_ id: ProjectID?) {
        var content = content.value
        content.selectedID = id
        contentSubject.send(content)
        record(.select(id: id))
    }
    /// Records `.filter` and shows the text set, as the real board does (the rows stay as shown).
    public func filter(_ text: String) {
        var content = content.value
        content.filter = text
        contentSubject.send(content)
        record(.filter(text: text))
    }
    /// Records `.open`.
    public func open(_ id: ProjectID) { record(.open(id: id)) }
    /// Records `.showMoveMenu`.
    public func showMoveMenu(for id: ProjectID) { record(.showMoveMenu(id: id)) }
    /// Records `.showHistory`.
    public func showHistory() { record(.showHistory) }
    /// Records `.delete`.
    public func delete(_ id: ProjectID) async { record(.delete(id: id)) }
    /// Records `.move`.
    public func move(_ id: ProjectID, to state: ProjectState) async { record(.move(id: id, to: state)) }
    /// Records `.undo`.
    public func undo() async { record(.undo) }
    /// Records `.redo`.
    public func redo() async { record(.redo) }
    /// Returns at once, as for a store that cannot be watched.
    public func followChanges() async {}

    private func record(_ input: BoardSessionInput) {
        inputs.append(input)
        onInput(input)
    }
}

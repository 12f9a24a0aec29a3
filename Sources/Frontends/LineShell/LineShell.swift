import Presentation

/// A frontend in one page: it reads one command per line, turns it into inputs of the board session,
/// and prints the board each time it changes.
///
/// All it knows of the program is the ``ViewModelFactory`` the composition root hands it: no use case,
/// no repository, no file. The session holds the board as its Input/Output protocols, so a test can hand
/// it a fake board instead (see LineShellTests).
@MainActor
final class LineShell {
    private let localizer: Localizer
    private let write: (String) -> Void
    private let session: BoardSession
    private var subscriptions: [Subscription] = []

    /// A shell on the view models `viewModels` builds, writing each line of output with `write`.
    convenience init(viewModels: ViewModelFactory, write: @escaping (String) -> Void) {
        self.init(localizer: viewModels.localizer, write: write) { viewModels.makeBoard(coordinator: $0) }
    }

    /// A shell on the board `makeBoard` builds with the session as its coordinator (a fake one in a test).
    init(localizer: Localizer, write: @escaping (String) -> Void, makeBoard: @escaping @MainActor (any Coordinator) -> any BoardViewModelType) {
        self.localizer = localizer
        self.write = write
        session = BoardSession(localizer: localizer, makeBoard: makeBoard)
    }

    /// Loads the board, then runs each line as a command until `quit` or the end of the input.
    func run(lines: some Sequence<String>) async {
        await session.send(.appear)
        // A Property tells a new subscriber its current value at once, so this prints the loaded board.
        session.board.content.subscribe { [weak self] content in self?.show(content) }.store(in: &subscriptions)
        session.arrivingAlerts.subscribe { [weak self] alert in self?.write("error: \(alert.message)") }.store(in: &subscriptions)

        for line in lines where !line.allSatisfy(\.isWhitespace) {
            guard let command = ShellCommand(parsing: line) else {
                write("error: '\(line)' is not a command; type help")
                continue
            }
            if command == .quit { return }
            await run(command)
            // Printed, so read: the session need not keep them.
            while !session.alerts.value.isEmpty { await session.send(.dismissAlert) }
        }
    }

    private func run(_ command: ShellCommand) async {
        switch command {
        case let .add(title): await add(title)
        case let .move(number, state): await withProject(numbered: number) { [.move(id: $0, to: state)] }
        case let .delete(number): await withProject(numbered: number) { [.askDelete(id: $0), .confirmDelete] }
        case .undo: await session.send(.undo)
        case .redo: await session.send(.redo)
        case .help: write(ShellCommand.usage)
        case .quit: break
        }
    }

    /// Adds a project as every frontend does: the new-project sheet opens, the title is typed into it
    /// and Done pressed.
    private func add(_ title: String) async {
        for input: BoardSessionInput in [.add, .setTitle(text: title), .done] { await session.send(input) }
        // Still open: the title broke a rule, and the sheet says which.
        guard case let .detail(sheet)? = session.sheet.value else { return }
        sheet.content.value.validationMessages.forEach { write("error: \($0)") }
        await session.send(.cancelDetail)
    }

    /// Sends the inputs `inputs` makes for the project the board printed as `number`, or says there is none.
    private func withProject(numbered number: Int, _ inputs: (ProjectID) -> [BoardSessionInput]) async {
        let rows = session.board.content.value.columns.flatMap(\.rows)
        guard rows.indices.contains(number - 1) else { return write("error: there is no project \(number)") }
        for input in inputs(rows[number - 1].id) { await session.send(input) }
    }

    private func show(_ content: BoardContent) {
        BoardText.lines(for: content, localizer: localizer).forEach(write)
    }
}

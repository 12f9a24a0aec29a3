import Presentation

/// A frontend in one page: it reads one command per line, turns it into an input of the board's view
/// model, and prints the board each time the view model says it changed.
///
/// All it knows of the program is the ``ViewModelFactory`` the composition root hands it: no use case,
/// no repository, no file. It holds the board as its Input/Output protocols, so a test can hand it a
/// fake board instead (see LineShellTests).
@MainActor
final class LineShell: Coordinator {
    private let localizer: Localizer
    private let write: (String) -> Void
    private let makeBoard: @MainActor (any Coordinator) -> any BoardViewModelType
    private lazy var board = makeBoard(self)
    /// The new-project sheet the board asked us to show, until it is dismissed.
    private var sheet: (any DetailViewModelType)?
    private var subscriptions: [Subscription] = []

    /// A shell on the view models `viewModels` builds, writing each line of output with `write`.
    convenience init(viewModels: ViewModelFactory, write: @escaping (String) -> Void) {
        self.init(localizer: viewModels.localizer, write: write) { viewModels.makeBoard(coordinator: $0) }
    }

    /// A shell on the board `makeBoard` builds with the shell as its coordinator (a fake one in a test).
    init(localizer: Localizer, write: @escaping (String) -> Void, makeBoard: @escaping @MainActor (any Coordinator) -> any BoardViewModelType) {
        self.localizer = localizer
        self.write = write
        self.makeBoard = makeBoard
    }

    /// Loads the board, then runs each line as a command until `quit` or the end of the input.
    func run(lines: some Sequence<String>) async {
        await board.appear()
        // A Property tells a new subscriber its current value at once, so this prints the loaded board.
        board.content.subscribe { [weak self] content in self?.show(content) }.store(in: &subscriptions)
        board.alerts.subscribe { [weak self] alert in self?.write("error: \(alert.message)") }.store(in: &subscriptions)

        for line in lines where !line.allSatisfy(\.isWhitespace) {
            guard let command = ShellCommand(parsing: line) else {
                write("error: '\(line)' is not a command; type help")
                continue
            }
            if command == .quit { return }
            await run(command)
        }
    }

    private func run(_ command: ShellCommand) async {
        switch command {
        case let .add(title): await add(title)
        case let .move(number, state): await withProject(numbered: number) { await board.move($0, to: state) }
        case let .delete(number): await withProject(numbered: number) { await board.delete($0) }
        case .undo: await board.undo()
        case .redo: await board.redo()
        case .help: write(ShellCommand.usage)
        case .quit: break
        }
    }

    /// Adds a project as every frontend does: the board asks for a new-project sheet, we type the title
    /// into it and press Done.
    private func add(_ title: String) async {
        board.add()
        guard let newProject = sheet else { return }
        newProject.setTitle(title)
        let failures = newProject.alerts.subscribe { [weak self] alert in self?.write("error: \(alert.message)") }
        defer { failures.cancel() }
        await newProject.done()  // saves, reloads the board (which prints it) and dismisses the sheet
        guard sheet != nil else { return }
        // Still shown: the title broke a rule, and the sheet says which.
        newProject.content.value.validationMessages.forEach { write("error: \($0)") }
        newProject.cancel()
    }

    /// Runs `body` on the project the board printed as `number`, or says there is none.
    private func withProject(numbered number: Int, _ body: (ProjectID) async -> Void) async {
        let rows = board.content.value.columns.flatMap(\.rows)
        if rows.indices.contains(number - 1) {
            await body(rows[number - 1].id)
        } else {
            write("error: there is no project \(number)")
        }
    }

    private func show(_ content: BoardContent) {
        BoardText.lines(for: content, localizer: localizer).forEach(write)
    }

    // MARK: - Coordinator: a line shell shows no sheets or menus; it only keeps the sheet `add` fills in.

    func showDetail(_ detail: any DetailViewModelType) { sheet = detail }
    func showMoveMenu(_ menu: any MoveMenuViewModelType) {}
    func showHistory(_ history: any HistoryViewModelType) {}
    func dismiss() { sheet = nil }
}

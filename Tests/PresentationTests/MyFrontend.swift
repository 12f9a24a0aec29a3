import Presentation

/// A frontend of your own, smallest form: it prints the column counts and adds projects by title.
@MainActor
final class MyFrontend: Coordinator {
    private let viewModels: ViewModelFactory
    private let write: (String) -> Void                                // injected: a test reads what it wrote
    private lazy var board = viewModels.makeBoard(coordinator: self)  // lazy: `self` must exist first
    private var sheet: (any DetailViewModelType)?                      // the sheet the board asked to show
    private var subscriptions: [Subscription] = []                     // a dropped token ends its subscription

    init(viewModels: ViewModelFactory, write: @escaping (String) -> Void) {
        self.viewModels = viewModels
        self.write = write
    }

    func start() async {
        await board.appear()
        board.content.subscribe { [weak self] content in
            self?.write(content.columns.map { "\($0.title) \($0.count)" }.joined(separator: " · "))
        }.store(in: &subscriptions)
        board.alerts.subscribe { [weak self] alert in self?.write("error: \(alert.message)") }.store(in: &subscriptions)
    }

    func add(_ title: String) async {
        board.add()                          // the board calls showDetail(_:) below
        guard let sheet else { return }
        sheet.setTitle(title)
        await sheet.done()                   // saves, the board reloads (and prints), dismiss() is called
        guard self.sheet != nil else { return }
        sheet.content.value.validationMessages.forEach { write("error: \($0)") }  // still open: a rule broke
        sheet.cancel()
    }

    // Coordinator: how view models ask for a screen. This one keeps the sheet and shows nothing else.
    func showDetail(_ detail: any DetailViewModelType) { sheet = detail }
    func showMoveMenu(_ menu: any MoveMenuViewModelType) {}
    func showHistory(_ history: any HistoryViewModelType) {}
    func dismiss() { sheet = nil }
}

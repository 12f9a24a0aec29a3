import Presentation

/// A frontend of your own, smallest form: it prints the column counts and adds projects by title.
@MainActor
final class MyFrontend {
    private let session: BoardSession                  // the board, and what is open over it
    private let write: (String) -> Void                // injected: a test reads what it wrote
    private var subscriptions: [Subscription] = []     // a dropped token ends its subscription

    init(viewModels: ViewModelFactory, write: @escaping (String) -> Void) {
        session = BoardSession(factory: viewModels)
        self.write = write
    }

    func start() async {
        await session.send(.appear)
        session.board.content.subscribe { [weak self] content in
            self?.write(content.columns.map { "\($0.title) \($0.count)" }.joined(separator: " · "))
        }.store(in: &subscriptions)
        session.arrivingAlerts.subscribe { [weak self] alert in self?.write("error: \(alert.message)") }.store(in: &subscriptions)
    }

    func add(_ title: String) async {
        await session.send(.add)                 // the new-project sheet opens over the board
        await session.send(.setTitle(text: title))
        await session.send(.done)                // saves and closes it; the board reloads (and prints)
        guard case let .detail(sheet)? = session.sheet.value else { return }
        sheet.content.value.validationMessages.forEach { write("error: \($0)") }  // still open: a rule broke
        await session.send(.cancelDetail)
    }
}

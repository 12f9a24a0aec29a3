import Domain

/// The history list: every change, newest first, localized. Loads run in the order they were called,
/// so the last one called is what stays on screen.
@MainActor
final class HistoryViewModel: HistoryViewModelInput, HistoryViewModelOutput {
    let heading: String
    let emptyText: String
    var lines: Property<[HistoryLine]> { Property(linesSubject) }
    var alerts: EventStream<Alert> { EventStream(alertEmitter) }

    private let linesSubject = MutableProperty<[HistoryLine]>([])
    private let alertEmitter = EventEmitter<Alert>()
    private let loadHistory: LoadHistory
    private let clock: any CalendarClock
    private let localizer: Localizer
    private let limit: Int?
    private weak var coordinator: (any Coordinator)?
    private let inputs = InputQueue()

    /// `limit`: the most lines to show (`history --limit N`), or `nil` for all that are kept.
    init(
        limit: Int?, loadHistory: LoadHistory, clock: any CalendarClock, localizer: Localizer,
        coordinator: (any Coordinator)?
    ) {
        self.limit = limit
        self.loadHistory = loadHistory
        self.clock = clock
        self.localizer = localizer
        self.coordinator = coordinator
        self.heading = localizer.historyHeading
        self.emptyText = localizer.emptyHistoryText
    }

    func appear() async {
        await inputs.run { await load() }
    }

    private func load() async {
        do {
            let entries = try await loadHistory(limit: limit)
            linesSubject.send(entries.map { entry in
                HistoryLine(
                    entry: entry, text: localizer.historyLine(entry),
                    timestamp: localizer.timestampText(entry.date, clock: clock), author: entry.author.name
                )
            })
        } catch {
            alertEmitter.send(Alert(reporting: error, localizer: localizer))
        }
    }

    func close() {
        coordinator?.dismiss()
    }
}

import Domain

/// The history list: every change, newest first, localized, with a localized timestamp.
///
/// Order: ``appear()`` calls run one at a time, in the order they were called, so two loads in flight
/// publish in that order and the last one called is what stays on screen.
@MainActor
public final class HistoryViewModel: HistoryViewModelInput, HistoryViewModelOutput {
    /// See ``HistoryViewModelOutput/heading``.
    public let heading: String
    /// See ``HistoryViewModelOutput/emptyText``.
    public let emptyText: String
    /// See ``HistoryViewModelOutput/lines``.
    public var lines: Property<[HistoryLine]> { Property(linesSubject) }
    /// See ``HistoryViewModelOutput/alerts``.
    public var alerts: EventStream<Alert> { EventStream(alertEmitter) }

    private let linesSubject = MutableProperty<[HistoryLine]>([])
    private let alertEmitter = EventEmitter<Alert>()
    private let loadHistory: LoadHistory
    private let clock: any CalendarClock
    private let localizer: Localizer
    private let limit: Int?
    private weak var coordinator: (any Coordinator)?
    private let inputs = InputQueue()

    /// Built by ``ViewModelFactory/makeHistory(limit:coordinator:)``.
    ///
    /// - Parameters:
    ///   - limit: the most lines to show (`history --limit N`), or `nil` for all that are kept.
    ///   - loadHistory: what the list reads (it changes nothing).
    ///   - clock: its calendar's time zone decides the timestamps' hour.
    ///   - localizer: the language of the lines and the timestamps.
    ///   - coordinator: asked to dismiss the list (kept weakly).
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

    /// See ``HistoryViewModelInput/appear()``.
    public func appear() async {
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

    /// See ``HistoryViewModelInput/close()``.
    public func close() {
        coordinator?.dismiss()
    }
}

import Domain

/// What the composition root hands a frontend: every view model built from the same use cases, clock and
/// localizer. The use cases stay inside, so a frontend reaches the store only through what this builds.
public struct ViewModelFactory: Sendable {
    /// The use cases every view model works through.
    let useCases: UseCases
    /// Today and the user's calendar.
    public let clock: any CalendarClock
    /// The language and locale of every text.
    public let localizer: Localizer

    /// Bundles what every view model needs.
    public init(useCases: UseCases, clock: any CalendarClock, localizer: Localizer) {
        self.useCases = useCases
        self.clock = clock
        self.localizer = localizer
    }

    /// The same factory speaking `language`, e.g. for a browser tab that asks for Korean.
    public func speaking(_ language: Language) -> ViewModelFactory {
        guard language != localizer.language else { return self }
        return ViewModelFactory(useCases: useCases, clock: clock, localizer: Localizer(language: language))
    }

    /// The board; `checksWritability`: whether each load probes the store (a screen does, a listing need not).
    @MainActor
    public func makeBoard(coordinator: (any Coordinator)?, checksWritability: Bool = true) -> any BoardViewModelType {
        BoardViewModel(factory: self, coordinator: coordinator, checksWritability: checksWritability)
    }

    /// A detail sheet; `didSave` is awaited before it closes, `didFail` told of a failed save.
    @MainActor
    public func makeDetail(
        _ mode: DetailMode, coordinator: (any Coordinator)?, didSave: @escaping @MainActor (Project) async -> Void = { _ in },
        didFail: @escaping @MainActor (any Error) -> Void = { _ in }
    ) -> any DetailViewModelType {
        DetailViewModel(
            mode: mode, addProject: useCases.addProject, editProject: useCases.editProject, clock: clock, localizer: localizer,
            coordinator: coordinator, didFail: didFail, didSave: didSave
        )
    }

    /// The move menu of `project`; it hands the choice to `move` (the board moves, reloads and reports).
    @MainActor
    public func makeMoveMenu(
        _ project: Project, coordinator: (any Coordinator)?, move: @escaping @MainActor (ProjectState) async -> Void
    ) -> any MoveMenuViewModelType {
        MoveMenuViewModel(project: project, localizer: localizer, coordinator: coordinator, move: move)
    }

    /// The history list, at most `limit` lines.
    @MainActor
    public func makeHistory(limit: Int? = nil, coordinator: (any Coordinator)?) -> any HistoryViewModelType {
        HistoryViewModel(limit: limit, loadHistory: useCases.loadHistory, clock: clock, localizer: localizer, coordinator: coordinator)
    }

    /// One-shot commands for a frontend that does one thing and exits.
    public var commands: ProjectCommands {
        ProjectCommands(useCases: useCases, clock: clock, localizer: localizer)
    }

    /// The row of `project` as of today, e.g. to print one project.
    public func makeRow(_ project: Project) -> ProjectRow {
        ProjectRow(project, today: clock.today(), localizer: localizer)
    }

    /// The day a person names as a deadline (`tomorrow`, `+3d`, `fri`), e.g. for `list --due tomorrow`.
    public func day(named text: String) throws -> CalendarDay {
        guard let day = try DeadlineExpression(parsing: text).day(today: clock.today()) else { throw CalendarDayError.nonexistent(text) }
        return day
    }
}

import Domain

/// What the composition root hands a frontend: it builds every view model from the same use cases, clock
/// and localizer, so a frontend needs no Domain or Data type to get a screen.
///
/// ```swift
/// let factory = ViewModelFactory(
///     useCases: UseCases(repository: repository, clock: clock, ids: ids, author: author),
///     clock: clock, localizer: Localizer(locale: locale))
/// let board = factory.makeBoard(coordinator: self)
/// ```
public struct ViewModelFactory: Sendable {
    /// The use cases every view model works through.
    public let useCases: UseCases
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

    /// The board screen.
    ///
    /// - Parameter checksWritability: whether each load also checks that the store can be written (a
    ///   screen does, to show itself read-only in time; a one-shot listing need not).
    @MainActor
    public func makeBoard(coordinator: (any Coordinator)?, checksWritability: Bool = true) -> BoardViewModel {
        BoardViewModel(useCases: useCases, clock: clock, localizer: localizer, coordinator: coordinator,
                       checksWritability: checksWritability)
    }

    /// A detail sheet on its own (e.g. for the CLI's `add`, `show` and `edit`).
    @MainActor
    public func makeDetail(
        _ mode: DetailMode, coordinator: (any Coordinator)?, didSave: @escaping @MainActor (Project) async -> Void = { _ in }
    ) -> DetailViewModel {
        DetailViewModel(mode: mode, useCases: useCases, clock: clock, localizer: localizer, coordinator: coordinator, didSave: didSave)
    }

    /// The history list, at most `limit` lines.
    @MainActor
    public func makeHistory(limit: Int? = nil, coordinator: (any Coordinator)?) -> HistoryViewModel {
        HistoryViewModel(limit: limit, useCases: useCases, clock: clock, localizer: localizer, coordinator: coordinator)
    }

    /// One-shot commands (move, edit, delete, undo, redo) for a frontend that does one thing and exits.
    public var commands: ProjectCommands {
        ProjectCommands(useCases: useCases, clock: clock, localizer: localizer)
    }

    /// The row of `project` as of today, e.g. to print one project.
    public func makeRow(_ project: Project) -> ProjectRow {
        ProjectRow(project, today: clock.today(), calendar: clock.calendar, localizer: localizer)
    }

    /// The day a person names as a deadline (`today`, `tomorrow`, `+3d`, `fri`, `2026-12-01`), as of
    /// today in the user's calendar, e.g. for `list --due tomorrow`.
    ///
    /// - Throws: `CalendarDayError` saying which forms work; say it with `localizer.message(for: error)`.
    public func day(named text: String) throws -> CalendarDay {
        guard let day = try DeadlineExpression(parsing: text).day(today: clock.today()) else { throw CalendarDayError.nonexistent(text) }
        return day
    }

    /// The project named by a full id or a unique prefix of at least 4 hex digits (`show 3f25`).
    ///
    /// - Throws: ``ProjectError`` (invalid, not found, ambiguous) or ``StorageError``; say it with
    ///   `localizer.message(for: error)`.
    public func findProject(_ reference: String) async throws -> Project {
        try await useCases.findProject(reference)
    }
}

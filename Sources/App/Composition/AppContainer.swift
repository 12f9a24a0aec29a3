import Data
import Domain
import Foundation
import Presentation

/// The composition root: the one place that knows every concrete type. It builds the store, the use
/// cases and the view-model factory, and hands frontends only what they may see.
///
/// ```swift
/// let app = AppContainer(configuration: try .resolve(storeFlag: nil, localeFlag: nil))
/// let board = app.viewModels.makeBoard(coordinator: self)
/// ```
public struct AppContainer: Sendable {
    /// What this run was configured with.
    public let configuration: AppConfiguration
    /// Builds every screen's view model; all a frontend needs for screens.
    public let viewModels: ViewModelFactory
    /// Export and import, for frontends that offer them.
    public let transfer: ProjectTransfer

    /// Wires the production graph: the journal store in the configured directory (which is also the
    /// feed of its changes) and the system clock.
    public init(configuration: AppConfiguration) {
        let store = JournalProjectRepository(directory: configuration.storeDirectory, migratingAs: configuration.author)
        self.init(
            configuration: configuration, repository: store, clock: SystemClock(timeZone: configuration.timeZone),
            ids: RandomProjectIDGenerator(), changes: store
        )
    }

    /// Wires the graph on given ports, e.g. an in-memory repository and a fixed clock in a test;
    /// `changes` is the store's feed of changes, if it has one.
    public init(
        configuration: AppConfiguration, repository: any ProjectRepository,
        clock: any CalendarClock, ids: any ProjectIDGenerator, changes: (any BoardChangeFeed)? = nil
    ) {
        self.configuration = configuration
        let localizer = Localizer(locale: configuration.locale)
        viewModels = ViewModelFactory(
            useCases: UseCases(repository: repository, clock: clock, ids: ids, author: configuration.author, changes: changes),
            clock: clock, localizer: localizer
        )
        let coder = ProjectArchiveCoder(timeZone: clock.calendar.timeZone)
        transfer = ProjectTransfer(
            export: ExportProjects(repository: repository, coder: coder),
            calendar: ExportProjects(repository: repository, coder: ICalendarEncoder(timeZone: clock.calendar.timeZone)),
            import: ImportProjects(repository: repository, coder: coder, clock: clock, author: configuration.author)
        )
    }

    /// The texts and date formats of this run's language.
    public var localizer: Localizer { viewModels.localizer }
}

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
    /// Builds every screen's view model and the one-shot commands (export and import among them): all
    /// a frontend is given.
    public let viewModels: ViewModelFactory
    /// Says, after a read, that the board shown is the last one seen because the shared board's
    /// members do not answer (one line, for a `warning:`); `nil` when it is current.
    public let staleBoardNotice: @Sendable () -> String?
    let repair: (@Sendable (_ dryRun: Bool) async throws -> StoreRepairReport)?
    /// The shared board's sync and conflicts, when the store keeps working offline.
    public let sharedBoard: (any SharedBoardSync)?

    /// Wires the production graph: the store in the configured directory, opened by the plugged-in
    /// ``DirectoryStoreOpener`` (the Data layer's unless the program plugs in another), or the store an
    /// address names, opened by its ``StoreOpener``; the system clock. A process that `runsOneCommand`
    /// and exits has its store wait for the disk (or the network) on its own thread.
    public init(configuration: AppConfiguration, plugIns: PlugIns = PlugIns(), runsOneCommand: Bool = false) {
        let store = configuration.pluggedStore?.open(runsOneCommand) ?? plugIns.directoryStore.open(
            directory: configuration.storeDirectory, author: configuration.author, runsOneCommand: runsOneCommand)
        self.init(
            configuration: configuration, repository: store.repository, clock: SystemClock(timeZone: configuration.timeZone),
            ids: RandomProjectIDGenerator(), changes: store.repository, documents: plugIns.documents,
            staleBoardNotice: store.staleNotice, repair: store.repair, sharedBoard: store.sharedBoard
        )
    }

    /// Wires the graph on given ports, e.g. an in-memory repository and a fixed clock in a test;
    /// `changes` is the store's feed of changes, if it has one.
    public init(
        configuration: AppConfiguration, repository: any ProjectRepository,
        clock: any CalendarClock, ids: any ProjectIDGenerator, changes: (any BoardChangeFeed)? = nil,
        documents: (any DocumentFormats)? = nil, staleBoardNotice: @escaping @Sendable () -> String? = { nil },
        repair: (@Sendable (_ dryRun: Bool) async throws -> StoreRepairReport)? = nil, sharedBoard: (any SharedBoardSync)? = nil
    ) {
        self.configuration = configuration
        let localizer = Localizer(language: configuration.language)
        // A shared board that keeps working offline says where it stands instead of "the board as it was".
        self.staleBoardNotice = { sharedBoard?.status.flatMap(localizer.notice(for:)) ?? staleBoardNotice() }
        self.repair = repair
        self.sharedBoard = sharedBoard
        let useCases = UseCases(
            repository: repository, clock: clock, ids: ids, author: configuration.author, changes: changes, sharedBoard: sharedBoard,
            archive: documents?.archive(clock: clock) ?? NoArchive(), calendar: documents?.calendar(clock: clock) ?? NoArchive()
        )
        viewModels = ViewModelFactory(useCases: useCases, clock: clock, localizer: localizer)
    }

    /// A container on a new, empty store in a temporary directory, with the system clock: for SwiftUI
    /// previews and demos, which then add what they show through ``viewModels``.
    public static func preview(language: Language = .english) -> AppContainer {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("project-manager-preview-\(UUID().uuidString)")
        return AppContainer(configuration: AppConfiguration(storeDirectory: directory, language: language, author: Author("preview")))
    }

    /// The texts and date formats of this run's language.
    public var localizer: Localizer { viewModels.localizer }
}

import Domain

/// The move menu of one project: the two other columns, each labelled `Move to DOING` etc.
///
/// It does not move anything itself: it hands the choice to `move` (the board's ``BoardViewModel/move(_:to:)``),
/// so the board reloads, selects the project and reports any error in one place.
///
/// Order: the menu acts on one choice. A second ``choose(_:)`` while the first is in flight does nothing,
/// so two quick taps move the project once and close the menu once.
@MainActor
public final class MoveMenuViewModel: MoveMenuViewModelInput, MoveMenuViewModelOutput {
    /// See ``MoveMenuViewModelOutput/project``.
    public let project: Project
    /// See ``MoveMenuViewModelOutput/options``.
    public let options: [MoveOption]
    private weak var coordinator: (any Coordinator)?
    private let move: @MainActor (ProjectState) async -> Void
    private var hasChosen = false

    /// - Parameters:
    ///   - project: the project to move.
    ///   - localizer: the language of the labels.
    ///   - coordinator: asked to dismiss the menu (kept weakly).
    ///   - move: carries out a choice.
    public init(
        project: Project, localizer: Localizer, coordinator: (any Coordinator)?,
        move: @escaping @MainActor (ProjectState) async -> Void
    ) {
        self.project = project
        self.options = project.state.otherStates.map { MoveOption(state: $0, label: localizer.moveLabel(to: $0)) }
        self.coordinator = coordinator
        self.move = move
    }

    /// See ``MoveMenuViewModelInput/choose(_:)``; a state that is not an option only closes the menu.
    public func choose(_ state: ProjectState) async {
        guard !hasChosen else { return }
        hasChosen = true
        if options.contains(where: { $0.state == state }) { await move(state) }
        coordinator?.dismiss()
    }

    /// See ``MoveMenuViewModelInput/cancel()``.
    public func cancel() {
        coordinator?.dismiss()
    }
}

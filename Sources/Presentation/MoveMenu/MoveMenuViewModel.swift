import Domain

/// The move menu of one project: the two other columns. It hands the choice to `move` (the board's), so
/// the board reloads and reports in one place; it acts on one choice, so two quick taps move once.
@MainActor
final class MoveMenuViewModel: MoveMenuViewModelInput, MoveMenuViewModelOutput {
    let project: Project
    let options: [MoveOption]
    private weak var coordinator: (any Coordinator)?
    private let move: @MainActor (ProjectState) async -> Void
    private var hasChosen = false

    init(
        project: Project, localizer: Localizer, coordinator: (any Coordinator)?,
        move: @escaping @MainActor (ProjectState) async -> Void
    ) {
        self.project = project
        self.options = project.state.otherStates.map { MoveOption(state: $0, label: localizer.moveLabel(to: $0)) }
        self.coordinator = coordinator
        self.move = move
    }

    /// A state that is not an option only closes the menu.
    func choose(_ state: ProjectState) async {
        guard !hasChosen else { return }
        hasChosen = true
        if options.contains(where: { $0.state == state }) { await move(state) }
        coordinator?.dismiss()
    }

    func cancel() {
        coordinator?.dismiss()
    }
}

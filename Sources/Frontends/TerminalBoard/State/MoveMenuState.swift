import Presentation

/// The move menu as the screen shows it: the project's title, the two other columns and the highlight.
struct MoveMenuState: Equatable {
    /// The title of the project being moved.
    let projectTitle: String
    /// The two other columns, in board order, with their labels (`Move to DOING`).
    let options: [MoveOption]
    /// The index of the highlighted option: the first one when the menu opens.
    var highlighted = 0
}

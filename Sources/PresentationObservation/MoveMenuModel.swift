import Presentation

/// The move menu as a value a popover or a confirmation dialog presents: whose it is and where it can go.
public struct MoveMenuModel: Identifiable, Equatable {
    /// The project being moved: the menu's identity.
    public let id: ProjectID
    /// The project's title, for the menu's heading.
    public let title: String
    /// The two other columns, in board order, with their labels (`Move to DOING`).
    public let options: [MoveOption]
}

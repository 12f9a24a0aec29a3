import TerminalKit

/// The few styles the board is drawn with, named for what they mean. The ``ColorPolicy`` reduces them
/// when the terminal or the user wants no colour.
enum BoardStyle {
    /// The program's name in the title bar, a box's title, a column heading.
    static let heading = TextStyle.plain.bold()
    /// The read-only banner: it must be noticed.
    static let warning = TextStyle.plain.bold().foreground(.red)
    /// A deadline that has passed, a rule a field breaks, an alert's title.
    static let error = TextStyle.plain.foreground(.red)
    /// Secondary text: body previews, timestamps, disabled key hints.
    static let secondary = TextStyle.plain.dim()
    /// The key of a key hint.
    static let key = TextStyle.plain.bold()
    /// The selected row, the highlighted menu entry, the focused empty column's heading.
    static let selected = TextStyle.plain.reversed()
}

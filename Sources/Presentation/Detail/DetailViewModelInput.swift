/// What the user does on the detail sheet.
@MainActor
public protocol DetailViewModelInput: AnyObject {
    /// The title field changed (ignored while read-only).
    func setTitle(_ title: String)
    /// The body field changed; the counter and messages follow at once (ignored while read-only).
    func setBody(_ body: String)
    /// The deadline field changed: `YYYY-MM-DD`, `today`, `tomorrow`, `+3d`, a weekday (`fri`), or empty
    /// for none (ignored while read-only).
    func setDeadline(_ text: String)
    /// Moves the deadline `count` days later (earlier when negative); an empty field starts at today.
    func stepDeadline(byDays count: Int)
    /// Sets the deadline to today.
    func setDeadlineToday()
    /// Unlocks a read-only sheet (view mode becomes edit mode).
    func edit()
    /// Closes the sheet and discards what was typed.
    func cancel()
    /// Saves through the use case and closes the sheet; read-only, just closes. With a broken rule it
    /// only shows the messages; with a failed save it sends an alert and stays open.
    func done() async
}

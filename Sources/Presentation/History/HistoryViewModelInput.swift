/// What the user does with the history list.
@MainActor
public protocol HistoryViewModelInput: AnyObject {
    /// Loads the entries (each time the list is shown).
    func appear() async
    /// Closes the list.
    func close()
}

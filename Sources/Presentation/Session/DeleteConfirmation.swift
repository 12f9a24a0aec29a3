import Domain

/// The question asked before a delete, with its two answers, localized.
public struct DeleteConfirmation: Equatable, Sendable, Identifiable {
    /// The project to delete.
    public let id: ProjectID
    /// The project's title as it was when asked, for a dialog's heading.
    public let title: String
    /// "Delete 'X'?"
    public let question: String
    /// The label of yes: "Delete".
    public let confirmLabel: String
    /// The label of no: "Cancel".
    public let cancelLabel: String

    /// The question about `id`, titled `title`, with its labels.
    public init(id: ProjectID, title: String, question: String, confirmLabel: String, cancelLabel: String) {
        self.id = id
        self.title = title
        self.question = question
        self.confirmLabel = confirmLabel
        self.cancelLabel = cancelLabel
    }
}

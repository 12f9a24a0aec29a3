/// A one-shot message the screen shows and the user dismisses, e.g. "The store is busy".
public struct Alert: Sendable, Equatable {
    /// The short heading, localized.
    public let title: String
    /// The sentence saying what went wrong, localized.
    public let message: String

    /// Creates an alert.
    public init(title: String, message: String) {
        self.title = title
        self.message = message
    }
}

import Domain

/// A one-shot message the screen shows and the user dismisses, e.g. "The store is busy".
public struct Alert: Sendable, Equatable {
    /// What kind of failure an alert reports, e.g. for the CLI's exit status (1 or 3).
    public enum Kind: Sendable, Equatable {
        /// The request was refused and nothing changed: a broken rule, an unknown id, nothing to undo.
        case rejected
        /// The store could not be read or written (a ``StorageError``).
        case storage
    }

    /// The short heading, localized.
    public let title: String
    /// The sentence saying what went wrong, localized.
    public let message: String
    /// Whether the store or the request was at fault.
    public let kind: Kind

    /// Creates an alert.
    public init(title: String, message: String, kind: Kind) {
        self.title = title
        self.message = message
        self.kind = kind
    }

    /// The alert that reports `error` in `localizer`'s language.
    public init(reporting error: any Error, localizer: Localizer) {
        self.init(
            title: localizer.errorHeading, message: localizer.message(for: error),
            kind: error is StorageError ? .storage : .rejected
        )
    }
}

/// What is wrong with one item of an import, or with the document, by field; ``ImportError`` adds which item.
public enum ImportProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kinds of JSON value a field may be expected to hold.
    public enum Kind: Sendable, Equatable {
        case string, wholeNumber, array, object

        /// `a string`, `an array`: the kind with its article, for a sentence.
        var article: String {
            switch self {
            case .string: "a string"
            case .wholeNumber: "a whole number"
            case .array: "an array"
            case .object: "an object"
            }
        }
    }

    /// The field is not there (`missing uuid`).
    case missing(field: String)
    /// The field (or, with `nil`, the item itself) holds another kind of value (`uuid is not a string`).
    case wrongType(field: String?, expected: Kind)
    /// The field should hold a UUID (`uuid '6a8c' is not a UUID`).
    case notAnID(field: String, value: String)
    /// The field should hold a date and time (`entry '2026-11-20' is not a date and time`).
    case notATimestamp(field: String, value: String)
    /// The date is outside the years 1 to 9999.
    case outOfRange(field: String, value: String)
    /// A `state` other than todo, doing or done.
    case unknownState(String)
    /// A Taskwarrior `status` the import does not know.
    case unknownStatus(String)
    /// A `version` below 1.
    case unknownVersion(Int)
    /// The deadline is not a day.
    case deadline(CalendarDayError)
    /// The title or body breaks a rule every frontend follows.
    case rule(ValidationError)
    /// Anything else, in the decoder's own words.
    case other(String)

    /// The problem in English (`missing uuid`), for a store's technical reason; people are told by `Localizer`.
    public var description: String {
        switch self {
        case let .missing(field): "missing \(field)"
        case let .wrongType(field, expected): "\(field ?? "the item") is not \(expected.article)"
        case let .notAnID(field, value): "\(field) '\(value)' is not a UUID"
        case let .notATimestamp(field, value): "\(field) '\(value)' is not a date and time"
        case let .outOfRange(field, value): "\(field) '\(value)' is outside the years 1 to 9999"
        case let .unknownState(value): "state '\(value)' is not todo, doing or done"
        case let .unknownStatus(value): "status '\(value)' is not pending, waiting, completed, deleted or recurring"
        case let .unknownVersion(version): "unknown version \(version)"
        case let .deadline(error): error.description
        case let .rule(error): error.description
        case let .other(text): text
        }
    }
}

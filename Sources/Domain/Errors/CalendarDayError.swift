/// Why a text is not a deadline.
public enum CalendarDayError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nothing was given.
    case empty
    /// Not in the `YYYY-MM-DD` form, e.g. `2026/12/01`.
    case malformed(String)
    /// In the form, but no such day exists, e.g. `2026-02-30`.
    case nonexistent(String)
    /// None of the forms a deadline may be typed in (see ``DeadlineExpression``), e.g. `next week`.
    case unrecognized(String)

    /// The problem in English, for a store's technical reason; people are told by Presentation's `Localizer`.
    public var description: String {
        switch self {
        case .empty: "deadline is empty; use YYYY-MM-DD"
        case let .malformed(text): "deadline '\(text)' is not in the form YYYY-MM-DD"
        case let .nonexistent(text): "deadline '\(text)' is not a day on the calendar"
        case let .unrecognized(text):
            "deadline '\(text)' is not a day; use YYYY-MM-DD, today, tomorrow, +3d, +2w or a weekday (mon…sun)"
        }
    }
}

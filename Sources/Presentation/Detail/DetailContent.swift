/// Everything the detail sheet shows at one moment.
public struct DetailContent: Sendable, Equatable {
    /// What the sheet is for (it changes from view to edit when the user taps Edit).
    public var mode: DetailMode
    /// The sheet's title: `New Project`, `Project` or `Edit Project`, localized.
    public var heading: String
    /// Whether the fields accept typing (false in view mode).
    public var isEditable: Bool
    /// The title field, as typed.
    public var title: String
    /// The body field, as typed.
    public var body: String
    /// The deadline field, as typed (`YYYY-MM-DD`, `tomorrow`, or empty).
    public var deadline: String
    /// The day the deadline field names, with its weekday (`Tue, Dec 1, 2026`), or `nil` when it names none.
    public var deadlineDayText: String?
    /// The live counter under the body: `12/1000`.
    public var bodyCounter: String
    /// Whether the body is over its limit (e.g. to draw the counter in red).
    public var isBodyTooLong: Bool
    /// The rules the fields break now, localized, title first; empty when Done would save.
    public var validationMessages: [String]
    /// The left button: Edit in view mode, Cancel otherwise.
    public var leadingButton: DetailButton
    /// The right button: always Done.
    public var trailingButton: DetailButton

    /// Creates the content; view models build it, tests compare it.
    public init(
        mode: DetailMode, heading: String, isEditable: Bool, title: String, body: String, deadline: String,
        deadlineDayText: String? = nil, bodyCounter: String, isBodyTooLong: Bool, validationMessages: [String],
        leadingButton: DetailButton, trailingButton: DetailButton
    ) {
        self.mode = mode
        self.heading = heading
        self.isEditable = isEditable
        self.title = title
        self.body = body
        self.deadline = deadline
        self.deadlineDayText = deadlineDayText
        self.bodyCounter = bodyCounter
        self.isBodyTooLong = isBodyTooLong
        self.validationMessages = validationMessages
        self.leadingButton = leadingButton
        self.trailingButton = trailingButton
    }
}

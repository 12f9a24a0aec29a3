/// The field of the detail sheet that takes what is typed.
enum DetailField: CaseIterable, Sendable {
    case title
    case deadline
    case body

    /// The field `Tab` goes to: title → deadline → body → title.
    var next: DetailField {
        switch self {
        case .title: .deadline
        case .deadline: .body
        case .body: .title
        }
    }

    /// The field `Shift-Tab` goes to.
    var previous: DetailField {
        switch self {
        case .title: .body
        case .deadline: .title
        case .body: .deadline
        }
    }
}

import Domain
import FastCoding

/// A ``Domain/HistoryAction`` as stored: a `kind` plus the fields that kind uses.
struct ActionRecord: Codable {
    var kind: String
    var title: String?
    var from: String?
    var to: String?
    var count: Int?

    init(_ action: HistoryAction) {
        let stored = StoredHistoryAction(action)
        self.init(kind: stored.kind, title: stored.title, from: stored.from, to: stored.to, count: stored.count)
    }

    private init(kind: String, title: String? = nil, from: String? = nil, to: String? = nil, count: Int? = nil) {
        self.kind = kind
        self.title = title
        self.from = from
        self.to = to
        self.count = count
    }

    /// The action, or why this record is not one.
    func action() throws(StoredValueError) -> HistoryAction {
        try StoredHistoryAction(kind: kind, title: title, from: from, to: to, count: count).action()
    }
}

import Domain

/// A ``Domain/HistoryAction`` as stored: a `kind` plus the fields that kind uses.
struct ActionRecord: Codable {
    var kind: String
    var title: String?
    var from: String?
    var to: String?
    var count: Int?

    init(_ action: HistoryAction) {
        switch action {
        case let .added(title, to): self.init(kind: "added", title: title, to: to.rawValue)
        case let .edited(title): self.init(kind: "edited", title: title)
        case let .moved(title, from, to): self.init(kind: "moved", title: title, from: from.rawValue, to: to.rawValue)
        case let .removed(title, from): self.init(kind: "removed", title: title, from: from.rawValue)
        case let .imported(count): self.init(kind: "imported", count: count)
        case let .importUndone(count): self.init(kind: "importUndone", count: count)
        }
    }

    private init(kind: String, title: String? = nil, from: String? = nil, to: String? = nil, count: Int? = nil) {
        self.kind = kind
        self.title = title
        self.from = from
        self.to = to
        self.count = count
    }

    /// The action, or why this record is not one.
    func action() throws(InvalidRecord) -> HistoryAction {
        func required<Value>(_ value: Value?, _ name: String) throws(InvalidRecord) -> Value {
            guard let value else { throw InvalidRecord("history action '\(kind)' has no \(name)") }
            return value
        }
        func state(_ raw: String?, _ name: String) throws(InvalidRecord) -> ProjectState {
            let raw = try required(raw, name)
            guard let state = ProjectState(rawValue: raw) else { throw InvalidRecord("unknown state '\(raw)'") }
            return state
        }
        switch kind {
        case "added": return .added(title: try required(title, "title"), to: try state(to, "to"))
        case "edited": return .edited(title: try required(title, "title"))
        case "moved": return .moved(title: try required(title, "title"), from: try state(from, "from"), to: try state(to, "to"))
        case "removed": return .removed(title: try required(title, "title"), from: try state(from, "from"))
        case "imported": return .imported(count: try required(count, "count"))
        case "importUndone": return .importUndone(count: try required(count, "count"))
        default: throw InvalidRecord("unknown history action '\(kind)'")
        }
    }
}

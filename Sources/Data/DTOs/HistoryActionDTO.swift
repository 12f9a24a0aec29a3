import Domain

/// A ``Domain/HistoryAction`` as stored: its `kind` and the fields that kind uses.
struct HistoryActionDTO: Codable, Equatable {
    var kind: String
    var title: String?
    var from: String?
    var to: String?
    var count: Int?

    init(_ action: HistoryAction) {
        switch action {
        case let .added(title, to): (kind, self.title, self.to) = ("added", title, to.rawValue)
        case let .edited(title): (kind, self.title) = ("edited", title)
        case let .moved(title, from, to): (kind, self.title, self.from, self.to) = ("moved", title, from.rawValue, to.rawValue)
        case let .removed(title, from): (kind, self.title, self.from) = ("removed", title, from.rawValue)
        case let .imported(count): (kind, self.count) = ("imported", count)
        case let .importUndone(count): (kind, self.count) = ("importUndone", count)
        }
    }

    func toDomain() throws(MappingError) -> HistoryAction {
        func required<Value>(_ value: Value?, _ name: String) throws(MappingError) -> Value {
            guard let value else { throw MappingError("history action '\(kind)' has no \(name)") }
            return value
        }
        func state(_ raw: String?, _ name: String) throws(MappingError) -> ProjectState {
            let raw = try required(raw, name)
            guard let state = ProjectState(rawValue: raw) else { throw MappingError("unknown state '\(raw)'") }
            return state
        }
        switch kind {
        case "added": return .added(title: try required(title, "title"), to: try state(to, "to"))
        case "edited": return .edited(title: try required(title, "title"))
        case "moved": return .moved(title: try required(title, "title"), from: try state(from, "from"), to: try state(to, "to"))
        case "removed": return .removed(title: try required(title, "title"), from: try state(from, "from"))
        case "imported": return .imported(count: try required(count, "count"))
        case "importUndone": return .importUndone(count: try required(count, "count"))
        default: throw MappingError("unknown history action '\(kind)'")
        }
    }
}

import Domain
import FastCoding

/// A ``Domain/HistoryAction`` in the form every store keeps it: a `kind` plus the fields that kind uses.
///
/// Every store keeps it under these names, so a history line means the same in any store and its
/// mapping is written once: every store reads and writes it with the byte-level reader and writer below
/// (`Codable` gives the same JSON).
public struct StoredHistoryAction: Sendable, Equatable, Codable {
    /// `added`, `edited`, `moved`, `removed`, `imported` or `importUndone`.
    public var kind: String
    /// The project's title, for the kinds about one project.
    public var title: String?
    /// The column a project left (`moved`, `removed`).
    public var from: String?
    /// The column a project entered (`added`, `moved`).
    public var to: String?
    /// How many projects an import brought in or took back.
    public var count: Int?

    /// The stored form of `action`.
    public init(_ action: HistoryAction) {
        switch action {
        case let .added(title, to): self.init(kind: "added", title: title, to: to.rawValue)
        case let .edited(title): self.init(kind: "edited", title: title)
        case let .moved(title, from, to): self.init(kind: "moved", title: title, from: from.rawValue, to: to.rawValue)
        case let .removed(title, from): self.init(kind: "removed", title: title, from: from.rawValue)
        case let .imported(count): self.init(kind: "imported", count: count)
        case let .importUndone(count): self.init(kind: "importUndone", count: count)
        }
    }

    /// The fields as a store read them.
    public init(kind: String, title: String? = nil, from: String? = nil, to: String? = nil, count: Int? = nil) {
        self.kind = kind
        self.title = title
        self.from = from
        self.to = to
        self.count = count
    }

    /// Writes `{"kind":…}` with only the fields the kind uses.
    public func write(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.member("kind", kind)
            if let title { writer.member("title", title) }
            if let from { writer.member("from", from) }
            if let to { writer.member("to", to) }
            if let count { writer.member("count", count) }
        }
    }

    /// Reads one action object; a missing kind is an error, unknown keys are skipped.
    public init(reading reader: inout JSONReader) throws(JSONReadError) {
        var kind: String?, title: String?, from: String?, to: String?, count: Int?
        let start = reader.offset
        try reader.readObject { (key, reader) throws(JSONReadError) in
            switch key {
            case "kind": kind = try reader.readString()
            case "title": title = try reader.readString()
            case "from": from = try reader.readString()
            case "to": to = try reader.readString()
            case "count": count = try reader.readInt()
            default: try reader.skipValue()
            }
        }
        guard let kind else { throw reader.error("a history action lacks its kind", at: start) }
        self.init(kind: kind, title: title, from: from, to: to, count: count)
    }

    /// The action these fields describe.
    ///
    /// - Throws: ``StoredValueError`` naming the unknown kind or state, or the field that is missing.
    public func action() throws(StoredValueError) -> HistoryAction {
        func required<Value>(_ value: Value?, _ name: String) throws(StoredValueError) -> Value {
            guard let value else { throw StoredValueError("history action '\(kind)' has no \(name)") }
            return value
        }
        func state(_ raw: String?, _ name: String) throws(StoredValueError) -> ProjectState {
            let raw = try required(raw, name)
            guard let state = ProjectState(rawValue: raw) else { throw StoredValueError("unknown state '\(raw)'") }
            return state
        }
        switch kind {
        case "added": return .added(title: try required(title, "title"), to: try state(to, "to"))
        case "edited": return .edited(title: try required(title, "title"))
        case "moved": return .moved(title: try required(title, "title"), from: try state(from, "from"), to: try state(to, "to"))
        case "removed": return .removed(title: try required(title, "title"), from: try state(from, "from"))
        case "imported": return .imported(count: try required(count, "count"))
        case "importUndone": return .importUndone(count: try required(count, "count"))
        default: throw StoredValueError("unknown history action '\(kind)'")
        }
    }
}

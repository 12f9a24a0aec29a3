import Domain
import FastCoding

/// A ``Domain/HistoryAction`` as stored: a `kind` plus the fields that kind uses.
struct HistoryActionDTO {
    var kind: String
    var title: String?
    var from: String?
    var to: String?
    var count: Int?

    init(_ action: HistoryAction) {
        let stored = StoredHistoryAction(action)
        self.init(kind: stored.kind, title: stored.title, from: stored.from, to: stored.to, count: stored.count)
    }

    func write(to writer: inout JSONWriter) {
        writer.raw(#"{"kind":"#)
        writer.string(kind)
        if let title {
            writer.raw(#","title":"#)
            writer.string(title)
        }
        if let from {
            writer.raw(#","from":"#)
            writer.string(from)
        }
        if let to {
            writer.raw(#","to":"#)
            writer.string(to)
        }
        if let count {
            writer.raw(#","count":"#)
            writer.number(count)
        }
        writer.raw("}")
    }

    init(reading reader: inout JSONReader) throws(JSONReadError) {
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

    private init(kind: String, title: String? = nil, from: String? = nil, to: String? = nil, count: Int? = nil) {
        self.kind = kind
        self.title = title
        self.from = from
        self.to = to
        self.count = count
    }

    func action() throws(StoredValueError) -> HistoryAction {
        try StoredHistoryAction(kind: kind, title: title, from: from, to: to, count: count).action()
    }
}

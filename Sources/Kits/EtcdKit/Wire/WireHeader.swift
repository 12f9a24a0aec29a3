import FastCoding

/// `etcdserverpb.ResponseHeader` as JSON: the cluster's revision when the answer was made.
struct WireHeader: WireReadable {
    let revision: Int64

    init(reading reader: inout JSONReader) throws(JSONReadError) {
        var revision: Int64 = 0
        try reader.readObject { (key, reader) throws(JSONReadError) in
            switch key {
            case "revision": revision = try reader.readInt64()
            default: try reader.skipValue()
            }
        }
        self.revision = revision
    }

    /// Reads an answer: its `header` (nil when left out), and each other member through `member`, which
    /// says whether it knew the name (one it did not is skipped).
    static func answer(
        _ reader: inout JSONReader, _ member: (JSONKey, inout JSONReader) throws(JSONReadError) -> Bool = { _, _ in false }
    ) throws(JSONReadError) -> WireHeader? {
        var header: WireHeader?
        try reader.readObject { (key, reader) throws(JSONReadError) in
            if key == "header" {
                header = try reader.readNull() ? nil : try WireHeader(reading: &reader)
            } else if try !member(key, &reader) {
                try reader.skipValue()
            }
        }
        return header
    }
}

extension Optional<WireHeader> {
    /// The revision, or 0 when the header was left out.
    var revision: Int64 { self?.revision ?? 0 }
}

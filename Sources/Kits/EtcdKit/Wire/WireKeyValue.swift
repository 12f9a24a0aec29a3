import FastCoding
import Foundation

/// `mvccpb.KeyValue` as JSON: the key is required, every other field is left out at its default.
struct WireKeyValue: WireReadable {
    let key: Data
    let value: Data
    let create_revision: Int64
    let mod_revision: Int64
    let version: Int64

    init(reading reader: inout JSONReader) throws(JSONReadError) {
        let start = reader.offset
        var key: Data?, value = Data(), created: Int64 = 0, modified: Int64 = 0, version: Int64 = 0
        try reader.readObject { (name, reader) throws(JSONReadError) in
            switch name {
            case "key": key = try reader.readNull() ? nil : try reader.readBase64()
            case "value": value = try reader.readBase64()
            case "create_revision": created = try reader.readInt64()
            case "mod_revision": modified = try reader.readInt64()
            case "version": version = try reader.readInt64()
            default: try reader.skipValue()
            }
        }
        guard let key else { throw reader.error("a key-value without its key", at: start) }
        (self.key, self.value, create_revision, mod_revision, self.version) = (key, value, created, modified, version)
    }

    /// The key-value pair, or `nil` when its key is not UTF-8 text.
    var keyValue: EtcdKeyValue? {
        guard let key = String(validating: key, as: UTF8.self) else { return nil }
        return EtcdKeyValue(key: key, value: value, createRevision: create_revision, modRevision: mod_revision, version: version)
    }
}

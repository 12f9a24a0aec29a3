import Foundation

/// `mvccpb.KeyValue` as JSON.
struct WireKeyValue: Decodable, Sendable {
    let key: WireBytes
    let value: WireBytes?
    let create_revision: WireInt64?
    let mod_revision: WireInt64?
    let version: WireInt64?

    /// The key-value pair, or `nil` when its key is not UTF-8 text.
    var keyValue: EtcdKeyValue? {
        guard let key = String(data: key.bytes, encoding: .utf8) else { return nil }
        return EtcdKeyValue(key: key, value: value?.bytes ?? Data(), createRevision: create_revision.orZero,
                            modRevision: mod_revision.orZero, version: version.orZero)
    }
}

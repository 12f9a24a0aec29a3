/// `etcdserverpb.ResponseHeader` as JSON: the cluster's revision when the answer was made.
struct WireHeader: Decodable, Sendable {
    let revision: WireInt64?
}

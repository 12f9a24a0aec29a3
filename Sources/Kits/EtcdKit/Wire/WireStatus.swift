/// `/v3/maintenance/status`: a member's own view of the cluster, answered without the quorum.
enum WireStatus {
    /// `etcdserverpb.StatusRequest`: empty.
    struct Request: Encodable, Sendable {}

    /// `etcdserverpb.StatusResponse`, the one field read: the leader this member follows (absent or 0:
    /// none).
    struct Response: Decodable, Sendable {
        let leader: WireInt64?
    }
}

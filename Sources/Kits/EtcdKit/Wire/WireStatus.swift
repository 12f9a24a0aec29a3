import FastCoding

/// `/v3/maintenance/status`: a member's own view of the cluster, answered without the quorum.
enum WireStatus {
    /// `etcdserverpb.StatusRequest`: empty.
    struct Request: WireWritable {
        func write(to writer: inout JSONWriter) {
            writer.raw("{}")
        }
    }

    /// `etcdserverpb.StatusResponse`, the one field read: the leader this member follows (absent or 0:
    /// none). Member ids are unsigned 64-bit numbers.
    struct Response: WireReadable {
        let leader: UInt64

        init(reading reader: inout JSONReader) throws(JSONReadError) {
            var leader: UInt64 = 0
            _ = try WireHeader.answer(&reader) { (key, reader) throws(JSONReadError) in
                guard key == "leader" else { return false }
                leader = try reader.readUInt64()
                return true
            }
            self.leader = leader
        }
    }
}

import FastCoding

/// What etcd's gateway reads: protobuf's JSON has 64-bit integers as strings.
extension JSONWriter {
    /// Appends `member` (e.g. `,"limit":`) and `value` as a quoted decimal string.
    mutating func int64(_ value: Int64, after member: StaticString) {
        raw(member)
        raw("\"")
        number(Int(value))
        raw("\"")
    }

    /// Appends `{"key":…` and, for a range, `,"range_end":…`, in base64 (the object is left open).
    mutating func keys(_ start: [UInt8], end: [UInt8]?) {
        raw(#"{"key":"#)
        base64(start)
        if let end {
            raw(#","range_end":"#)
            base64(end)
        }
    }
}

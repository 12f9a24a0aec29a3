import FastCoding

/// An answer, read from the gateway's JSON with the package's byte-level reader: the fields it knows,
/// checked for their type; the others skipped (a newer etcd may add some).
protocol WireReadable: Sendable {
    /// Reads the JSON object.
    init(reading reader: inout JSONReader) throws(JSONReadError)
}

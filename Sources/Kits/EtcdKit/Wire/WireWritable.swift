import FastCoding

/// A request body, written as the gateway's JSON with the package's byte-level writer.
protocol WireWritable: Sendable {
    /// Appends the JSON object.
    func write(to writer: inout JSONWriter)
}

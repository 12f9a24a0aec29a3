/// A response as ``RawClient`` read it.
public struct RawResponse: Sendable, Equatable {
    /// The status code.
    public let status: Int
    /// The header fields, by lowercased name.
    public let headers: [String: String]
    /// The body as UTF-8 text.
    public let body: String

    /// The connection ended before a whole response arrived.
    public struct Incomplete: Error {
        /// What had arrived.
        public let received: [UInt8]
    }
}

/// A response as URLSession gave it.
public struct Fetched: Sendable {
    /// The status code.
    public let status: Int
    /// The header fields as URLSession reported them.
    public let headers: [String: String]
    /// The body as UTF-8 text.
    public let body: String

    /// A header's value, whatever the case of its name.
    public func header(_ name: String) -> String? {
        headers.first { $0.key.lowercased() == name.lowercased() }?.value
    }
}

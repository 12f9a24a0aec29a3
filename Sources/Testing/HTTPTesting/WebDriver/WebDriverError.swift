/// An error the WebDriver endpoint answered with (`{"value": {"error": …, "message": …}}`), or a failure
/// of this client itself.
public struct WebDriverError: Error, CustomStringConvertible {
    /// The W3C error code, such as "no such element".
    public let error: String
    /// What the driver said.
    public let message: String

    /// An error with `error` and `message`.
    public init(error: String, message: String) { (self.error, self.message) = (error, message) }

    /// "WebDriver: error: message".
    public var description: String { "WebDriver: \(error): \(message)" }
}

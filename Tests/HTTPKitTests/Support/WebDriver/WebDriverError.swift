/// An error the WebDriver endpoint answered with (`{"value": {"error": …, "message": …}}`), or a failure
/// of this client itself.
struct WebDriverError: Error, CustomStringConvertible {
    /// The W3C error code, such as "no such element".
    let error: String
    let message: String

    var description: String { "WebDriver: \(error): \(message)" }
}

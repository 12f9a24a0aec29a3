/// Why one HTTP exchange with one member brought no answer, sorted by what it means for a retry.
enum ExchangeFailure: Error, Equatable {
    /// The connection was never made (refused, no route, unknown host): nothing reached the member.
    case notConnected
    /// The connection broke after the request was (perhaps) sent.
    case connectionLost
    /// No complete answer within the time allowed.
    case timedOut
    /// The answer grew past the byte limit.
    case tooLarge
    /// What came back is not HTTP as the gateway speaks it.
    case notHTTP(String)
}

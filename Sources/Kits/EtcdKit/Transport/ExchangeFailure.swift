/// Why one HTTP exchange with one member brought no answer, sorted by what it means for a retry.
enum ExchangeFailure: Error, Equatable {
    /// The connection was never made (refused, no route, unknown host, no connection or TLS handshake in
    /// time: `timedOut`), for this reason: nothing reached the member.
    case notConnected(String, timedOut: Bool)
    /// The connection broke after the request was (perhaps) sent.
    case connectionLost
    /// No complete answer within the time allowed (or no first byte of one within its own bound).
    case timedOut
    /// The answer grew past the byte limit.
    case tooLarge
    /// What came back is not HTTP as the gateway speaks it.
    case notHTTP(String)
    /// The member closed the connection without a byte of answer (read as ``connectionLost`` unless
    /// the member turns out to speak TLS).
    case closedUnanswered
    /// A plain request reached a member that speaks TLS only (it closed the connection unanswered and
    /// then completed a TLS handshake).
    case speaksTLS
    /// The member's certificate did not verify, for OpenSSL's reason: nothing was sent.
    case certificateRejected(String)
    /// The member did not complete a TLS handshake (it speaks plain HTTP, say), for OpenSSL's reason:
    /// nothing was sent.
    case handshakeFailed(String)
}

/// How long one exchange with one member may take, in three steps: a sick member is told apart from a
/// busy one early. Connecting is quick on a healthy network; a member frozen (stopped, swapping,
/// partitioned behind a firewall that drops packets) accepts a connection through its kernel but never
/// sends a byte, and is given up on after ``firstByte``; an answer that has begun may take until
/// ``whole``.
struct ExchangeBounds: Sendable {
    /// From the start until the connection is made.
    let connect: Duration
    /// From the start until the first byte of the answer (with TLS, the handshake too).
    let firstByte: Duration
    /// From the start until the last byte of the answer.
    let whole: Duration

    /// Bounds no step of which ends after `whole`.
    init(connect: Duration, firstByte: Duration, whole: Duration) {
        self.whole = whole
        self.firstByte = min(firstByte, whole)
        self.connect = min(connect, self.firstByte)
    }

    /// One bound for every step.
    init(_ all: Duration) {
        self.init(connect: all, firstByte: all, whole: all)
    }

    /// The instants each step must be done by, from `start`.
    func deadlines(from start: ContinuousClock.Instant) -> (connect: ContinuousClock.Instant, firstByte: ContinuousClock.Instant, whole: ContinuousClock.Instant) {
        (start.advanced(by: connect), start.advanced(by: firstByte), start.advanced(by: whole))
    }
}

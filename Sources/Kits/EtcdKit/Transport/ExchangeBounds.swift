/// How long one exchange with one member may take, in steps: a sick member is told apart from a busy
/// one early. Connecting is quick on a healthy network, and so is a TLS handshake (until both are done,
/// nothing was sent: the next member may be asked, even for a write); a member frozen (stopped, swapping)
/// accepts a connection through its kernel but never sends a byte, and is given up on after
/// ``firstByte``; an answer that has begun may take until ``whole``.
struct ExchangeBounds: Sendable {
    /// From the start until the connection is made.
    let connect: Duration
    /// From the start until the TLS handshake is done.
    let handshake: Duration
    /// From the start until the first byte of the answer.
    let firstByte: Duration
    /// From the start until the last byte of the answer.
    let whole: Duration

    /// Bounds no step of which ends after `whole` (the handshake, by default, within `firstByte`).
    init(connect: Duration, handshake: Duration? = nil, firstByte: Duration, whole: Duration) {
        self.whole = whole
        self.firstByte = min(firstByte, whole)
        self.handshake = min(handshake ?? firstByte, self.firstByte)
        self.connect = min(connect, self.handshake)
    }

    /// One bound for every step.
    init(_ all: Duration) {
        self.init(connect: all, firstByte: all, whole: all)
    }
}

/// Sends server-sent events down one open `text/event-stream` response (see ``HTTPResponse/eventStream(_:)``).
///
/// It is deliberately not `Sendable`: only the task the server handed it to can send, so two events can
/// never be written into each other. To send from elsewhere (without waiting for that task), make an
/// ``EventOutlet`` of it.
public struct EventSender {
    let io: ConnectionIO

    /// Writes `event`, waiting while the client is slow to read (up to the server's write timeout).
    ///
    /// - Throws: when the client has gone or is too slow, or the task was cancelled (the server is stopping):
    ///   the stream is over, return.
    public func send(_ event: ServerSentEvent) async throws {
        try Task.checkCancellation()
        try await io.write(event.encoded)
    }

    /// Writes a comment line, which the browser ignores: a heartbeat that keeps proxies from closing an
    /// idle stream and finds out that a client has gone.
    public func sendComment(_ text: String = "") async throws {
        try Task.checkCancellation()
        try await io.write(Self.comment(text))
    }

    /// A comment line in the wire format: its text on one line.
    static func comment(_ text: String) -> [UInt8] {
        Array(": \(text.filter { $0 != "\r" && $0 != "\n" && $0 != "\r\n" })\n\n".utf8)
    }
}

@available(*, unavailable)
extension EventSender: Sendable {}

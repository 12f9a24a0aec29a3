/// What one read or write on a connection, plain or TLS, came to.
enum ChannelStep {
    /// This many bytes were read or written (at least one).
    case moved(Int)
    /// Nothing moved yet: poll the socket for these events (`POLLIN`, `POLLOUT`), then try again. TLS may
    /// need to read while writing, or to write while reading.
    case wait(Int16)
    /// The peer closed the connection (a read only).
    case ended
    /// The connection broke.
    case failed
}

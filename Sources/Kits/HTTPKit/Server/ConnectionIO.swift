#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Reads and writes on one accepted, non-blocking socket, parking the task in the ``SocketPoller`` when
/// the socket is not ready. Every wait has a deadline or ends when the task is cancelled.
struct ConnectionIO: Sendable {
    /// The socket did not take or give bytes: the peer closed it, reset it, or was too slow.
    enum Failure: Error {
        case closed
    }

    let descriptor: Int32
    let poller: SocketPoller
    let writeTimeout: Duration

    /// Reads what is available into `buffer` (waiting until `deadline` if nothing is); the count read.
    func read(into buffer: inout [UInt8], until deadline: ContinuousClock.Instant?) async throws -> Int {
        while true {
            switch Socket.read(descriptor, into: &buffer) {
            case .bytes(let count): return count
            case .closed: throw Failure.closed
            case .wouldBlock: try await poller.wait(for: .readable, descriptor, until: deadline)
            }
        }
    }

    /// Writes all of `bytes` within the write timeout.
    func write(_ bytes: [UInt8]) async throws {
        let deadline = ContinuousClock.now + writeTimeout
        var remaining = bytes[...]
        while !remaining.isEmpty {
            switch Socket.write(descriptor, remaining) {
            case .wrote(let count): remaining = remaining.dropFirst(count)
            case .closed: throw Failure.closed
            case .wouldBlock: try await poller.wait(for: .writable, descriptor, until: deadline)
            }
        }
    }

    /// Returns when the peer closes its side (what it sends meanwhile is thrown away), or the task is cancelled.
    func waitForPeerToClose() async {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while (try? await read(into: &buffer, until: nil)) != nil {}
    }

    /// Writes `bytes` (best effort), then closes gently: shuts the sending side, and reads for up to a
    /// second until the client closes too. Closing while unread bytes sit in the socket would make the
    /// system reset the connection, and the client could lose the response before reading it.
    func finish(with bytes: [UInt8]) async {
        try? await write(bytes)
        shutdown(descriptor, Int32(SHUT_WR))
        let deadline = ContinuousClock.now + .seconds(1)
        var buffer = [UInt8](repeating: 0, count: 4096)
        var discarded = 0
        while discarded < 1024 * 1024, let count = try? await read(into: &buffer, until: deadline) {
            discarded += count
        }
    }
}

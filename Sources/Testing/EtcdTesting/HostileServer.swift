import Foundation
import Synchronization
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A fake etcd member on a free loopback port that misbehaves on purpose: it reads each request,
/// then answers with wrong JSON, floods, says nothing, drips, or hangs up, as ``Behaviour`` says.
public final class HostileServer: Sendable {
    /// What the server does after reading a request.
    public enum Behaviour: Sendable {
        /// Writes these bytes and closes.
        case answer(String)
        /// Writes this head, then endless bytes until the client gives up.
        case flood(head: String)
        /// Writes this text again and again until the client gives up.
        case repeating(String)
        /// Writes this head, then one byte every tenth of a second until the client gives up.
        case drip(head: String)
        /// Says nothing and keeps the connection open until the client gives up.
        case silent
        /// Closes the connection at once.
        case hangUp
        /// Closes the connection at once after the first request, and answers every later one with
        /// these bytes.
        case hangUpOnceThenAnswer(String)
        /// Answers the first request of each connection with these bytes and keeps the connection;
        /// reads the second one and closes unanswered (as a member may close a kept connection just as
        /// a request arrives).
        case answerOnceThenHangUp(String)
    }

    /// The port it listens on (127.0.0.1).
    public let port: Int
    private let listener: Int32
    private let accepted = Mutex(0)
    private let received = Mutex(0)

    /// How many connections it accepted so far (a client that finds a connection closed unanswered
    /// opens one more, to learn whether the server speaks TLS).
    public var connections: Int { accepted.withLock { $0 } }
    /// How many whole requests it read so far: how many times the client sent one.
    public var requests: Int { received.withLock { $0 } }

    /// Starts listening and serving every connection with `behaviour`.
    public init(_ behaviour: Behaviour) throws {
        #if canImport(Darwin)
        let listener = socket(AF_INET, SOCK_STREAM, 0)
        _ = fcntl(listener, F_SETFD, FD_CLOEXEC)
        #else
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #endif
        self.listener = listener
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && getsockname(listener, $0, &length) == 0 && listen(listener, 16) == 0
            }
        }
        guard listener >= 0, listening else { throw HarnessError("the hostile server could not listen") }
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread { [self] in
            while true {
                let connection = accept(listener, nil, nil)
                guard connection >= 0 else {  // stopped
                    close(listener)
                    return
                }
                accepted.withLock { $0 += 1 }
                Thread { [self] in serve(connection, behaviour) }.start()
            }
        }.start()
    }

    /// Stops accepting (connections already open end when their client gives up). The accepting thread
    /// closes the listener as it leaves: closed here, its number could be reused by another test's
    /// server before that thread's next `accept`, which would then take that server's connections.
    public func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
    }

    private func serve(_ connection: Int32, _ behaviour: Behaviour) {
        defer { close(connection) }
        guard Self.readRequest(connection) else { return }
        let number = received.withLock { count in
            count += 1
            return count
        }
        var behaviour = behaviour
        if case .hangUpOnceThenAnswer(let answer) = behaviour { behaviour = number == 1 ? .hangUp : .answer(answer) }
        switch behaviour {
        case .answer(let text):
            _ = Self.write(Array(text.utf8), to: connection)
        case .flood(let head):
            guard Self.write(Array(head.utf8), to: connection) else { return }
            let block = [UInt8](repeating: UInt8(ascii: "a"), count: 64 << 10)
            while Self.write(block, to: connection) {}
        case .repeating(let text):
            let block = Array(String(repeating: text, count: max(1, 4096 / max(1, text.utf8.count))).utf8)
            while Self.write(block, to: connection) {}
        case .drip(let head):
            guard Self.write(Array(head.utf8), to: connection) else { return }
            while Self.write([UInt8(ascii: "{")], to: connection) { usleep(100_000) }
        case .silent:
            var byte: UInt8 = 0
            while recv(connection, &byte, 1, 0) > 0 {}
        case .answerOnceThenHangUp(let text):
            guard Self.write(Array(text.utf8), to: connection), Self.readRequest(connection) else { return }
            received.withLock { $0 += 1 }
        case .hangUp, .hangUpOnceThenAnswer:
            return
        }
    }

    /// Reads a request's head and its Content-Length body; false if the client went away.
    private static func readRequest(_ connection: Int32) -> Bool {
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            if let end = received.firstRange(of: Array("\r\n\r\n".utf8)) {
                let head = String(decoding: received[..<end.lowerBound], as: UTF8.self).lowercased()
                let length = head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
                    .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
                if received.count - end.upperBound >= length { return true }
            }
            let count = recv(connection, &chunk, chunk.count, 0)
            guard count > 0 else { return false }
            received += chunk[..<count]
        }
    }

    private static func write(_ bytes: [UInt8], to connection: Int32) -> Bool {
        #if canImport(Darwin)
        var on: Int32 = 1  // Darwin has no MSG_NOSIGNAL: the socket itself is told not to raise SIGPIPE
        setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        return bytes.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, 0) == $0.count }
        #else
        return bytes.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) == $0.count }
        #endif
    }
}

import Foundation
import HTTPTesting
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
    public var port: Int { listener.port }
    private let listener: RawListener
    private let accepted = Mutex(0)
    private let received = Mutex(0)

    /// How many connections it accepted so far (a client that finds a connection closed unanswered
    /// opens one more, to learn whether the server speaks TLS).
    public var connections: Int { accepted.withLock { $0 } }
    /// How many whole requests it read so far: how many times the client sent one.
    public var requests: Int { received.withLock { $0 } }

    /// Starts listening and serving every connection with `behaviour`.
    public init(_ behaviour: Behaviour) throws {
        let listener = try RawListener()
        self.listener = listener
        Thread { [self] in
            // No read timeout: each behaviour lasts until the client gives up.
            while let connection = listener.acceptNow(readTimeout: 0) {
                accepted.withLock { $0 += 1 }
                Thread { [self] in serve(connection, behaviour) }.start()
            }
        }.start()
    }

    /// Stops accepting (connections already open end when their client gives up).
    public func stop() {
        listener.stop()
    }

    private func serve(_ connection: RawClient, _ behaviour: Behaviour) {
        defer { connection.close() }
        guard connection.receiveRequestNow() != nil else { return }
        let number = received.withLock { count in
            count += 1
            return count
        }
        var behaviour = behaviour
        if case .hangUpOnceThenAnswer(let answer) = behaviour { behaviour = number == 1 ? .hangUp : .answer(answer) }
        switch behaviour {
        case .answer(let text):
            _ = connection.sendNow(Array(text.utf8))
        case .flood(let head):
            guard connection.sendNow(Array(head.utf8)) else { return }
            let block = [UInt8](repeating: UInt8(ascii: "a"), count: 64 << 10)
            while connection.sendNow(block) {}
        case .repeating(let text):
            let block = Array(String(repeating: text, count: max(1, 4096 / max(1, text.utf8.count))).utf8)
            while connection.sendNow(block) {}
        case .drip(let head):
            guard connection.sendNow(Array(head.utf8)) else { return }
            while connection.sendNow([UInt8(ascii: "{")]) { usleep(100_000) }
        case .silent:
            var byte = [UInt8](repeating: 0, count: 1)
            while connection.receiveNow(into: &byte) > 0 {}
        case .answerOnceThenHangUp(let text):
            guard connection.sendNow(Array(text.utf8)), connection.receiveRequestNow() != nil else { return }
            received.withLock { $0 += 1 }
        case .hangUp, .hangUpOnceThenAnswer:
            return
        }
    }
}

import EtcdKit
import Foundation
import Synchronization
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A relay on a free loopback port in front of one etcd member, counting the bytes the member sends
/// back: point a client at ``endpoint`` and ``bytesToClient`` is what it read on its connections, HTTP
/// heads, JSON and base64 included. What a test measures a client's reads by, on the wire; and the
/// connections a client opened (``connectionsAccepted``), which it can have the member close at once
/// (``closeConnections()``), as a member that drops idle connections does. It relays bytes only, so TLS
/// passes through it untouched. A test can cut it off and heal it (``isCut``).
public final class CountingRelay: Sendable {
    /// Where clients connect (127.0.0.1).
    public let endpoint: EtcdEndpoint
    private let member: EtcdEndpoint
    /// The listening socket; -1 while cut or stopped.
    private let listener = Mutex<Int32>(-1)
    private let counted = Atomic<Int>(0)
    private let accepted = Atomic<Int>(0)
    /// The sockets of the connections being relayed, both sides, until closed.
    private let relayed = Mutex<Set<Int32>>([])

    /// The bytes the member has sent to clients of the relay so far.
    public var bytesToClient: Int { counted.load(ordering: .relaxed) }

    /// How many connections clients have opened to the relay so far.
    public var connectionsAccepted: Int { accepted.load(ordering: .relaxed) }

    /// How many connections are being relayed now (neither side has closed yet).
    public var connectionsOpen: Int { relayed.withLock { $0.count / 2 } }

    /// Starts relaying every connection to `member` (on loopback).
    public init(to member: EtcdEndpoint) throws {
        self.member = member
        let port = try Self.openListener(on: 0)
        endpoint = EtcdEndpoint(host: "127.0.0.1", port: port.number)
        listener.withLock { $0 = port.socket }
        acceptConnections(on: port.socket)
    }

    /// Whether the relay is cut off, as a network gone away: setting it closes the connections being
    /// relayed and stops listening, so that a client's connection is refused at once; clearing it
    /// listens again on the same port.
    public var isCut: Bool {
        get { listener.withLock { $0 < 0 } }
        set {
            if newValue {
                listener.withLock { listener in
                    if listener >= 0 { shutdown(listener, Int32(SHUT_RDWR)) }
                    listener = -1
                }
                closeConnections()
            } else if isCut {
                // The port was this relay's a moment ago: taking it again fails only while the old socket is being
                // closed, or if another socket took it meanwhile.
                var port = try? Self.openListener(on: endpoint.port)
                for _ in 0..<200 where port == nil {
                    usleep(5_000)
                    port = try? Self.openListener(on: endpoint.port)
                }
                guard let port else { preconditionFailure("the relay's port \(endpoint.port) was taken") }
                listener.withLock { $0 = port.socket }
                acceptConnections(on: port.socket)
            }
        }
    }

    /// Stops accepting; connections already open end when either side closes them.
    public func stop() {
        listener.withLock { listener in
            if listener >= 0 { shutdown(listener, Int32(SHUT_RDWR)) }
            listener = -1
        }
    }

    /// A socket listening on loopback `port` (0: a free one), and the port.
    private static func openListener(on port: Int) throws -> (socket: Int32, number: Int) {
        let listener = streamSocket()
        var on: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        var address = loopback(port: port)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && getsockname(listener, $0, &length) == 0 && listen(listener, 64) == 0
            }
        }
        guard listener >= 0, listening else {
            if listener >= 0 { close(listener) }
            throw HarnessError("the relay could not listen")
        }
        return (listener, Int(UInt16(bigEndian: address.sin_port)))
    }

    /// Accepts on `listener` until it is shut down (stopped or cut), then closes it.
    private func acceptConnections(on listener: Int32) {
        Thread { [self] in
            while true {
                let client = accept(listener, nil, nil)
                guard client >= 0 else {
                    close(listener)
                    return
                }
                accepted.add(1, ordering: .relaxed)
                relay(client, to: member)
            }
        }.start()
    }

    /// Closes every connection being relayed, on both sides, as a member closing its idle connections
    /// does: the client sees the connection end. Returns once the relay has closed them all (within 5 s).
    public func closeConnections() {
        relayed.withLock { $0.forEach { shutdown($0, Int32(SHUT_RDWR)) } }
        let deadline = ContinuousClock.now.advanced(by: .seconds(5))
        while !relayed.withLock(\.isEmpty), ContinuousClock.now < deadline { usleep(1_000) }  // not a spin: the relay threads need the cores
    }

    /// Connects to the member and copies both ways, each on a thread of its own, until either side closes.
    private func relay(_ client: Int32, to member: EtcdEndpoint) {
        let server = Self.streamSocket()
        var address = Self.loopback(port: member.port)
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(server, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
        guard server >= 0, connected else {
            close(client)
            if server >= 0 { close(server) }
            return
        }
        let closed = Counter()
        relayed.withLock { $0.formUnion([client, server]) }
        for (from, to, counts) in [(client, server, false), (server, client, true)] {
            Thread { [self] in
                var buffer = [UInt8](repeating: 0, count: 64 << 10)
                while true {
                    let count = recv(from, &buffer, buffer.count, 0)
                    guard count > 0 else { break }
                    if counts { counted.add(count, ordering: .relaxed) }  // before the client can have read them
                    guard buffer.withUnsafeBytes({ Self.sendAll($0.prefix(count), to: to) }) else { break }
                }
                shutdown(from, Int32(SHUT_RDWR))
                shutdown(to, Int32(SHUT_RDWR))
                // The second thread to finish closes both: closed earlier, a number could be reused under the other.
                if closed.value.add(1, ordering: .acquiringAndReleasing).newValue == 2 {
                    relayed.withLock { relayed in  // under the lock: closeConnections never shuts a number reused meanwhile
                        relayed.subtract([from, to])
                        close(from)
                        close(to)
                    }
                }
            }.start()
        }
    }

    /// How many of a connection's two copying threads have finished.
    private final class Counter: Sendable {
        let value = Atomic<Int>(0)
    }

    /// A TCP socket, closed on exec (a child a test starts must not hold it open).
    private static func streamSocket() -> Int32 {
        #if canImport(Darwin)
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        var on: Int32 = 1  // Darwin has no MSG_NOSIGNAL: the socket itself is told not to raise SIGPIPE
        setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        return descriptor
        #else
        return socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #endif
    }

    private static func sendAll(_ bytes: UnsafeRawBufferPointer.SubSequence, to socket: Int32) -> Bool {
        var sent = bytes.startIndex
        while sent < bytes.endIndex {
            let buffer = UnsafeRawBufferPointer(rebasing: bytes[sent...])
            #if canImport(Darwin)
            let count = send(socket, buffer.baseAddress, buffer.count, 0)
            #else
            let count = send(socket, buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL))
            #endif
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    private static func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        return address
    }
}

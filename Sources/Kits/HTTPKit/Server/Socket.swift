#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// The few socket system calls the server makes, on non-blocking descriptors, with the platform
/// differences in one place. Nothing here waits: ``SocketPoller`` does the waiting.
enum Socket {
    #if canImport(Darwin)
    private static let streamType = SOCK_STREAM
    private static let sendFlags: Int32 = 0  // Darwin has no MSG_NOSIGNAL: SO_NOSIGPIPE is set on each socket
    #else
    private static let streamType = Int32(SOCK_STREAM.rawValue)
    /// A write to a socket the peer has closed fails with EPIPE instead of killing the process with SIGPIPE.
    private static let sendFlags = Int32(MSG_NOSIGNAL)
    #endif

    /// A non-blocking socket listening on `host` (numeric, or a name such as `localhost`) and `port`
    /// (0: any free port), and the address it got.
    static func openListener(host: String, port: Int, backlog: Int32 = 128) throws(SocketError) -> (Int32, ServerAddress) {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = streamType
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        var found: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &found)
        guard status == 0, let info = found else {
            throw SocketError("getaddrinfo \(host)", status == EAI_SYSTEM ? errno : EADDRNOTAVAIL)
        }
        defer { freeaddrinfo(found) }

        let descriptor = socket(info.pointee.ai_family, streamType, 0)
        guard descriptor >= 0 else { throw SocketError("socket", errno) }
        do throws(SocketError) {
            var on: Int32 = 1
            // A restarted server can bind at once though the last one's connections linger in TIME_WAIT.
            setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
            guard bind(descriptor, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0 else { throw SocketError("bind \(host):\(port)", errno) }
            guard listen(descriptor, backlog) == 0 else { throw SocketError("listen", errno) }
            try prepare(descriptor)
            return (descriptor, try localAddress(of: descriptor))
        } catch {
            close(descriptor)
            throw error
        }
    }

    /// The next pending connection, non-blocking; `nil` when there is none (or it vanished meanwhile).
    static func acceptConnection(from listener: Int32) -> Int32? {
        while true {
            let descriptor = accept(listener, nil, nil)
            if descriptor >= 0 {
                do {
                    try prepare(descriptor)
                    return descriptor
                } catch {
                    close(descriptor)
                    return nil
                }
            }
            if errno == EINTR || errno == ECONNABORTED { continue }
            return nil
        }
    }

    /// What a read gave.
    enum ReadResult {
        case bytes(Int), wouldBlock, closed
    }

    /// Reads what has arrived into `buffer`.
    static func read(_ descriptor: Int32, into buffer: inout [UInt8]) -> ReadResult {
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 { return .bytes(count) }
            if count == 0 { return .closed }
            if errno == EINTR { continue }
            return errno == EAGAIN || errno == EWOULDBLOCK ? .wouldBlock : .closed
        }
    }

    /// What a write gave.
    enum WriteResult {
        case wrote(Int), wouldBlock, closed
    }

    /// Writes as much of `bytes` as the socket takes now.
    static func write(_ descriptor: Int32, _ bytes: ArraySlice<UInt8>) -> WriteResult {
        while true {
            let count = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, sendFlags) }
            if count >= 0 { return .wrote(count) }
            if errno == EINTR { continue }
            return errno == EAGAIN || errno == EWOULDBLOCK ? .wouldBlock : .closed
        }
    }

    /// Non-blocking, closed on exec, and (on Darwin) no SIGPIPE.
    private static func prepare(_ descriptor: Int32) throws(SocketError) {
        guard fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK) == 0,
              fcntl(descriptor, F_SETFD, FD_CLOEXEC) == 0 else { throw SocketError("fcntl", errno) }
        #if canImport(Darwin)
        var on: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    private static func localAddress(of descriptor: Int32) throws(SocketError) -> ServerAddress {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
        var service = [CChar](repeating: 0, count: Int(NI_MAXSERV))
        let status = withUnsafeMutablePointer(to: &storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                guard getsockname(descriptor, address, &length) == 0 else { return errno }
                return getnameinfo(address, length, &host, socklen_t(host.count), &service, socklen_t(service.count),
                                   NI_NUMERICHOST | NI_NUMERICSERV) == 0 ? 0 : EINVAL
            }
        }
        guard status == 0 else { throw SocketError("getsockname", status) }
        let text = { (characters: [CChar]) in String(decoding: characters.prefix { $0 != 0 }.map(UInt8.init(bitPattern:)), as: UTF8.self) }
        return ServerAddress(host: text(host), port: Int(text(service)) ?? 0)
    }
}

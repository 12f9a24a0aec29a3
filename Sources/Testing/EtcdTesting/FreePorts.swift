import Foundation
import Synchronization
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Loopback ports nobody listens on right now, found by letting the kernel pick them.
public enum FreePorts {
    /// Every port handed out in this process: the kernel may offer a port again as soon as its probe
    /// socket is closed, before the member it was meant for has bound it.
    private static let handedOut = Mutex<Set<Int>>([])

    /// `count` distinct free ports, never one handed out before in this process.
    public static func take(_ count: Int) throws -> [Int] {
        var sockets: [Int32] = []
        defer { sockets.forEach { _ = close($0) } }
        var ports: [Int] = []
        for _ in 0..<count {
            #if canImport(Darwin)
            let fd = socket(AF_INET, SOCK_STREAM, 0)
            #else
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            #endif
            guard fd >= 0 else { throw HarnessError("socket failed") }
            sockets.append(fd)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            address.sin_port = 0
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let bound = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                    bind(fd, pointer, length) == 0 && getsockname(fd, pointer, &length) == 0
                }
            }
            guard bound else { throw HarnessError("bind to a free port failed") }
            let port = Int(UInt16(bigEndian: address.sin_port))
            if handedOut.withLock({ $0.insert(port).inserted }) { ports.append(port) }
        }
        // A port seen before was skipped: take the rest (the probe sockets held so far keep them distinct).
        return ports.count == count ? ports : ports + (try take(count - ports.count))
    }
}

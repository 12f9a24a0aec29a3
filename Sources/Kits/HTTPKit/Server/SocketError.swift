#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// A system call on a socket failed: which one, and `errno`'s text.
public struct SocketError: Error, CustomStringConvertible {
    /// The system call, such as "bind".
    public let operation: String
    /// The `errno` it set.
    public let code: Int32

    init(_ operation: String, _ code: Int32) {
        self.operation = operation
        self.code = code
    }

    /// "bind: Address already in use".
    public var description: String {
        "\(operation): \(String(cString: strerror(code)))"
    }
}

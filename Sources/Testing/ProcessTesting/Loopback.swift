/// Loopback addresses a test may listen on.
public enum Loopback {
    /// A loopback address other than 127.0.0.1, standing in for a network address: Linux answers on all of
    /// 127.0.0.0/8, while macOS's `lo0` has 127.0.0.1 alone, so there it is `nil` and such a test is skipped.
    public static var secondAddress: String? {
        #if os(Linux)
        "127.0.0.2"
        #else
        nil
        #endif
    }
}

import Foundation

/// The process's environment, read from the C library's `environ` where it has one.
///
/// `ProcessInfo.processInfo.environment` says the same, but starting `ProcessInfo` for it cost a
/// tenth of what a one-project command spends on the CPU.
enum ProcessEnvironment {
    /// Every `NAME=value` of the environment; the first of two with one name, as `getenv` finds.
    static func current() -> [String: String] {
        #if canImport(Glibc) || canImport(Musl)
        var count = 0
        while environ[count] != nil { count += 1 }
        // Sized once: growing it on the way would hash every name again at each doubling.
        var variables = [String: String](minimumCapacity: count)
        var entry = environ
        while let pointer = entry.pointee {
            // Split on the bytes: finding "=" among a string's characters cost more than the rest together.
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
            if let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<equals]), as: UTF8.self)
                if variables[name] == nil {
                    variables[name] = String(decoding: UnsafeBufferPointer(rebasing: bytes[(equals + 1)...]), as: UTF8.self)
                }
            }
            entry += 1
        }
        return variables
        #else
        return ProcessInfo.processInfo.environment
        #endif
    }
}

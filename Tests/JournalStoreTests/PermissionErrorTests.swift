#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
@testable import JournalStore
import Domain
import Testing

/// A file the store may not open says which it could not do: read it, or write it.
@Suite("Permission errors")
struct PermissionErrorTests {
    @Test("no permission to read is Cannot read; to write, or a full or read-only disk, is Cannot write", arguments: [EACCES, EPERM])
    func permissionSaysReadOrWrite(code: Int32) {
        let reason = String(cString: strerror(code))
        #expect(SystemCall.error(code, path: "/s/snapshot.json", writing: false) == .notReadable(path: "/s/snapshot.json", reason: reason))
        #expect(SystemCall.error(code, path: "/s/snapshot.json", writing: true) == .notWritable(path: "/s/snapshot.json", reason: reason))
        #expect(SystemCall.error(EROFS, path: "/s", writing: false) == .notWritable(path: "/s", reason: String(cString: strerror(EROFS))))
    }
}

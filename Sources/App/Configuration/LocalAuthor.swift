import Domain
import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Who is running this process, as history lines name them: `PROJECT_MANAGER_USER` when it is set (a
/// shared account, or a name other people know you by), else `login@host`; on a system where every app
/// runs under one shared account, where a login names nobody, ``onSharedAccount``.
enum LocalAuthor {
    /// The name on a device whose apps share one account: the person holding it, until the app says who.
    static let onSharedAccount = Author("me")

    /// The author for `environment`: the override, else the login name (`USER`, else `LOGNAME`, as the
    /// login set them, else the account database's) at this host.
    static func resolve(environment: [String: String], platform: Platform) -> Author {
        if let name = environment["PROJECT_MANAGER_USER"], !name.trimmingCharacters(in: .whitespaces).isEmpty {
            return Author(name)
        }
        if platform.sharesOneAccount { return onSharedAccount }
        // The environment first: it already holds the name the account database would look up slowly.
        let login = [environment["USER"], environment["LOGNAME"]].compactMap { $0 }.first { !$0.isEmpty }
            ?? accountName() ?? "uid\(getuid())"
        return Author("\(login)@\(hostName())")
    }

    private static func accountName() -> String? {
        #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
        return nil
        #else
        guard let entry = getpwuid(getuid()), let name = entry.pointee.pw_name else { return nil }
        let login = String(cString: name)
        return login.isEmpty ? nil : login
        #endif
    }

    private static func hostName() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "localhost" }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // The short name: `laptop`, not `laptop.example.org`, as a person calls their machine.
        return name.split(separator: ".").first.map(String.init) ?? "localhost"
    }
}

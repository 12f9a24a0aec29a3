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
/// shared account, or a name other people know you by), else `login@host` from the login name and the
/// machine's name.
enum LocalAuthor {
    /// The author for `environment`: the override, else the login name (`USER`, else `LOGNAME`, as the
    /// login set them, else the account database's) at this host.
    static func resolve(environment: [String: String]) -> Author {
        if let name = environment["PROJECT_MANAGER_USER"], !name.trimmingCharacters(in: .whitespaces).isEmpty {
            return Author(name)
        }
        // The environment first: asking the account database (NSS: its configuration, a daemon's
        // socket, the passwd file) cost every command a dozen system calls for the same name.
        let login = [environment["USER"], environment["LOGNAME"]].compactMap { $0 }.first { !$0.isEmpty }
            ?? accountName() ?? "uid\(getuid())"
        return Author("\(login)@\(hostName())")
    }

    private static func accountName() -> String? {
        guard let entry = getpwuid(getuid()), let name = entry.pointee.pw_name else { return nil }
        let login = String(cString: name)
        return login.isEmpty ? nil : login
    }

    private static func hostName() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "localhost" }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // The short name: `laptop`, not `laptop.example.org`, as a person calls their machine.
        return name.split(separator: ".").first.map(String.init) ?? "localhost"
    }
}

import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// TLS sessions kept from one process to the next, so that the next command resumes the session with a
/// member (one round trip, no certificate to verify, no key exchange to compute) instead of a full
/// handshake: after a full handshake, OpenSSL's resumable session (its ticket and secret, DER-encoded)
/// goes to a file of its own, and the next connection to the same member offers it.
///
/// A saved session is a secret (whoever holds it can pose as the member to this client), and a resumed
/// session skips the certificate check. Hence: each file is its owner's alone (0600, in a folder 0700),
/// and a file anyone else could read or have written is never offered; and a file is named by the SHA-256
/// of the member's address and the trust it was verified under (the CA file's path and contents, or the
/// system's store), so a session is offered neither to another member nor under another trust. Should a
/// client certificate ever be configured, it belongs in that name too. A session is offered for an hour
/// after the full handshake that verified the member's certificate, so a certificate that expired or was
/// replaced since is checked again within the hour.
///
/// Only a hint: a file missing, damaged or turned down by the member costs a full handshake, and a
/// failure to write one is ignored (nor is it fsynced: a session lost in a crash costs the same).
struct TLSSessionCache: Sendable {
    /// The folder of session files.
    let directory: URL

    /// The folder's name in the cache folder it is given.
    static let folderName = "etcd-tls-sessions"
    /// The largest session accepted (a session with a ticket is a few hundred bytes to a few KB).
    static let sizeLimit = 16 << 10
    /// How long after its full handshake a session is offered, in seconds.
    static let lifetime = 3600

    /// The sessions kept in a folder of their own inside `folder` (the user's cache folder).
    init(in folder: URL) {
        directory = folder.appendingPathComponent(Self.folderName, isDirectory: true)
    }

    /// The saved session to offer `endpoint` under `trust`, if there is one its owner alone can read.
    func load(for endpoint: EtcdEndpoint, trust: EtcdTrust) -> [UInt8]? {
        guard isPrivateFolder(), let path = file(for: endpoint, trust: trust) else { return nil }
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid(), info.st_mode & 0o077 == 0,
              info.st_size > 0, info.st_size <= Self.sizeLimit, Self.age(of: info) < Self.lifetime
        else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        return count == bytes.count ? bytes : nil
    }

    /// Keeps `session` for the next connection to `endpoint` under `trust`, replacing the file at once
    /// (a temporary file renamed over it: a reader sees the old session or the new one).
    func save(_ session: [UInt8], for endpoint: EtcdEndpoint, trust: EtcdTrust) {
        guard !session.isEmpty, session.count <= Self.sizeLimit, makePrivateFolder(), let path = file(for: endpoint, trust: trust) else { return }
        let temporary = path + ".\(UInt64.random(in: 0...UInt64.max)).new"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return }
        let written = session.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        if written != session.count || rename(temporary, path) != 0 { unlink(temporary) }
    }

    /// The file of the session for `endpoint` under `trust`: named by what it may be offered to.
    func file(for endpoint: EtcdEndpoint, trust: EtcdTrust) -> String? {
        guard let library = OpenSSL.shared else { return nil }
        let identity: String
        switch trust {
        case .system:
            identity = "system"
        case .certificateAuthority(let path):
            guard let contents = FileManager.default.contents(atPath: path) else { return nil }
            identity = "ca\n\(path)\n\(library.digest(Array(contents)))"
        }
        let name = library.digest(Array("etcd-tls-session 1\n\(endpoint.host)\n\(endpoint.port)\n\(identity)".utf8))
        return directory.appendingPathComponent(name).path
    }

    /// Seconds since the file was written (negative if the clock went back: not offered either).
    private static func age(of info: stat) -> Int {
        #if canImport(Darwin)
        let written = info.st_mtimespec.tv_sec
        #else
        let written = info.st_mtim.tv_sec
        #endif
        let age = Int(time(nil) - written)
        return age < 0 ? lifetime : age
    }

    /// Whether the folder is the user's own and no one else may write in it.
    private func isPrivateFolder() -> Bool {
        var info = stat()
        return lstat(directory.path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR && info.st_uid == geteuid() && info.st_mode & 0o077 == 0
    }

    /// Creates the folder for its owner alone (an existing one of theirs is narrowed to 0700); false when
    /// it cannot be, or belongs to someone else.
    private func makePrivateFolder() -> Bool {
        if isPrivateFolder() { return true }
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        var info = stat()
        guard lstat(directory.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == geteuid() else { return false }
        return info.st_mode & 0o077 == 0 || chmod(directory.path, 0o700) == 0
    }
}

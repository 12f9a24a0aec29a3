import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The OpenSSL contexts (`SSL_CTX`) of this process, one per ``EtcdTrust``, made on first use and kept
/// for the life of the process: loading a CA file, let alone the system's store of hundreds of
/// certificates, is too slow to repeat for every request, and a process reaches only a few clusters.
enum TLSContexts {
    /// The contexts made so far. Once set up, a context is only read, which OpenSSL allows from many
    /// threads; sessions are created under the lock all the same, which costs nothing next to a handshake.
    private static let contexts = Mutex<[EtcdTrust: OpenSSL.Pointer]>([:])
    /// A context that verifies nothing, only to learn whether a member speaks TLS at all.
    private static let probe = Mutex<OpenSSL.Pointer?>(nil)

    /// Makes the context for `trust` unless it exists.
    static func prepare(_ trust: EtcdTrust) throws(EtcdError) {
        guard let library = OpenSSL.shared else { throw .secureConnectionUnsupported }
        try contexts.withLock { (contexts) throws(EtcdError) in
            guard contexts[trust] == nil else { return }
            contexts[trust] = try makeContext(trust, library)
        }
    }

    /// A new session (`SSL`) verifying members against `trust`, or, with `nil`, verifying nothing (to
    /// probe a member: nothing is ever sent on such a session). `nil` when the context cannot be made.
    static func newSession(_ trust: EtcdTrust?, _ library: OpenSSL) -> OpenSSL.Pointer? {
        if let trust {
            return contexts.withLock { contexts in
                if contexts[trust] == nil { contexts[trust] = try? makeContext(trust, library) }
                return contexts[trust].flatMap { library.newSession($0) }
            }
        }
        return probe.withLock { probe in
            if probe == nil { probe = try? makeContext(nil, library) }
            return probe.flatMap { library.newSession($0) }
        }
    }

    /// A client context: TLS 1.2 or newer, the peer verified against `trust` (nothing when `nil`).
    private static func makeContext(_ trust: EtcdTrust?, _ library: OpenSSL) throws(EtcdError) -> OpenSSL.Pointer {
        library.clearErrors()
        if case .certificateAuthority(let path) = trust { try checkFile(path) }
        guard let context = library.newContext(library.clientMethod()) else { throw .secureConnectionUnsupported }
        _ = library.contextControl(context, OpenSSL.setMinimumVersion, OpenSSL.tls12, nil)
        // A write that must wait is retried from wherever the unsent rest now lives.
        _ = library.contextControl(context, OpenSSL.setMode, OpenSSL.acceptMovingWriteBuffer, nil)
        switch trust {
        case .certificateAuthority(let path):
            library.setVerify(context, OpenSSL.verifyPeer, nil)
            guard library.loadVerifyLocations(context, path, nil) == 1 else {
                let reason = library.pendingReason() ?? "OpenSSL could not load it"
                library.freeContext(context)
                throw .unusableCertificateAuthority(path: path, reason: reason)
            }
        case .system:
            library.setVerify(context, OpenSSL.verifyPeer, nil)
            _ = library.setDefaultVerifyPaths(context)  // no store at all: every certificate is then refused
        case nil:
            break  // SSL_VERIFY_NONE, the default
        }
        library.clearErrors()
        return context
    }

    /// The CA file exists, is a readable file and holds a PEM certificate: said plainly before OpenSSL
    /// gives its terser reasons.
    private static func checkFile(_ path: String) throws(EtcdError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unusableCertificateAuthority(path: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else { throw .unusableCertificateAuthority(path: path, reason: "it is a directory") }
        guard let contents = FileManager.default.contents(atPath: path) else {
            throw .unusableCertificateAuthority(path: path, reason: access(path, R_OK) == 0 ? "it cannot be read" : "permission denied")
        }
        guard contents.range(of: Data("-----BEGIN CERTIFICATE-----".utf8)) != nil else {
            throw .unusableCertificateAuthority(path: path, reason: "it holds no PEM certificate (-----BEGIN CERTIFICATE-----)")
        }
    }
}

/// Which certificates a client accepts from the members it reaches over TLS (`etcds://`).
///
/// Every TLS connection verifies that the member's certificate chains up to a trusted authority, is
/// valid today, and names the host or IP address the client dialled; anything else ends the connection
/// before a byte of the request is sent.
public enum EtcdTrust: Sendable, Hashable, CustomStringConvertible {
    /// The authorities the system trusts (OpenSSL's default store, e.g. `/etc/ssl/certs`).
    case system
    /// Only the authorities in this PEM file: a cluster's own CA, typically.
    case certificateAuthority(path: String)

    /// Checks that TLS is available and the trusted certificates load, and keeps them loaded for every
    /// later connection (loading the system's store takes a while).
    ///
    /// - Throws: ``EtcdError/secureConnectionUnsupported`` where OpenSSL 3 cannot be loaded;
    ///   ``EtcdError/unusableCertificateAuthority(path:reason:)`` for a CA file that is missing,
    ///   unreadable or holds no PEM certificate.
    public func prepare() throws(EtcdError) {
        try TLSContexts.prepare(self)
    }

    /// `the system's trusted authorities`, or `the CA in PATH`.
    public var description: String {
        switch self {
        case .system: "the system's trusted authorities"
        case .certificateAuthority(let path): "the CA in \(path)"
        }
    }
}

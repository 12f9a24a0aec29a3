import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One TLS session over a connected, non-blocking socket: the handshake, which verifies the member's
/// certificate and that it names the host dialled, then reads and writes that say when they must wait.
///
/// The caller keeps the socket and every wait (``SocketConnection`` polls it, bounded by its deadline and
/// cancel flag); this type only turns OpenSSL's answers into ``ChannelStep``s. Not thread-safe: one
/// exchange uses it from its own thread, and closes the socket only after this is gone.
final class TLSChannel {
    private let library: OpenSSL
    private let session: OpenSSL.Pointer
    /// Whether the handshake completed and nothing failed since: only then may OpenSSL send its goodbye.
    private var isOpen = false
    /// Whether the handshake resumed a saved session (no full handshake).
    private(set) var resumed = false

    /// Runs the handshake on `descriptor` with `host` (a DNS name or an IP address), verifying the
    /// member against `trust`, or, with `nil`, verifying nothing: only to learn whether a member speaks
    /// TLS, never to send a request. `resuming` is a session saved after an earlier handshake with the
    /// same member under the same trust (``TLSSessionCache``), offered to skip the full handshake; a
    /// session the member turns down costs the full one. `wait` polls the socket for events; false
    /// means the time is up.
    ///
    /// - Throws: ``ExchangeFailure/certificateRejected(_:)`` with OpenSSL's reason when the certificate
    ///   does not verify, ``ExchangeFailure/handshakeFailed(_:)`` when the member does not complete a
    ///   handshake, ``ExchangeFailure/timedOut`` when `wait` gives up. Nothing was sent in every case.
    init(descriptor: Int32, host: String, trust: EtcdTrust?, resuming saved: [UInt8]? = nil, wait: (Int16) -> Bool) throws(ExchangeFailure) {
        Self.blockBrokenPipeSignal()

        guard let library = OpenSSL.shared, let session = TLSContexts.newSession(trust, library) else {
            throw .handshakeFailed("OpenSSL could not start a session")
        }
        self.library = library
        self.session = session
        library.clearErrors()
        guard library.setDescriptor(session, descriptor) == 1 else {
            throw .handshakeFailed(library.pendingReason() ?? "OpenSSL could not take the socket")
        }
        if trust != nil {
            try expect(host)
            if let saved { offer(saved) }
        }
        while true {
            let result = library.connect(session)
            if result == 1 {
                isOpen = true
                resumed = library.wasResumed(session) == 1
                return
            }
            switch step(after: result) {
            case .wait(let events):
                guard wait(events) else { throw .timedOut }
            default:
                let verification = library.verifyResult(session)
                if verification != OpenSSL.verified {
                    library.clearErrors()
                    throw .certificateRejected(library.verificationReason(verification))
                }
                throw .handshakeFailed(library.pendingReason() ?? "the connection closed during the handshake")
            }
        }
    }

    deinit {
        if isOpen { _ = library.shutdown(session) }  // one try at close_notify; the socket closes next anyway
        library.freeSession(session)
    }

    /// OpenSSL writes with write(2), which raises SIGPIPE on a connection the peer closed. Every exchange
    /// has a thread of its own, so the signal is blocked on the thread that handshakes or uses a kept
    /// connection: the write returns EPIPE, and the pending signal goes with the thread.
    static func blockBrokenPipeSignal() {
        var pipe = sigset_t()
        sigemptyset(&pipe)
        sigaddset(&pipe, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &pipe, nil)
    }

    /// Closes without a goodbye: a connection dropped on a thread that may not block SIGPIPE, or that the
    /// member has closed already.
    func abandon() {
        isOpen = false
    }

    /// Offers the saved session `saved` to the member (skipped when OpenSSL cannot read it).
    private func offer(_ saved: [UInt8]) {
        saved.withUnsafeBufferPointer { buffer in
            var cursor = buffer.baseAddress
            guard let decoded = library.decodeResumption(nil, &cursor, buffer.count) else { return }
            _ = library.setResumption(session, decoded)  // takes a reference of its own
            library.freeResumption(decoded)
        }
        library.clearErrors()
    }

    /// The session to save for the next connection, DER-encoded, once the member has sent what makes
    /// it resumable (in TLS 1.3, a ticket after the handshake: read with the first answer); `nil` before.
    func resumableSession() -> [UInt8]? {
        guard isOpen, let saved = library.getResumption(session) else { return nil }
        defer { library.freeResumption(saved) }
        let length = library.encodeResumption(saved, nil)
        guard library.isResumable(saved) == 1, length > 0, length <= TLSSessionCache.sizeLimit else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(length))
        let written = bytes.withUnsafeMutableBufferPointer { buffer in
            var cursor = buffer.baseAddress
            return library.encodeResumption(saved, &cursor)
        }
        return written == length ? bytes : nil
    }

    /// Tells OpenSSL which name or address the certificate must carry, and (for a name) asks for that
    /// name's certificate (SNI), as a browser does.
    private func expect(_ host: String) throws(ExchangeFailure) {
        if Self.isIPAddress(host) {
            guard library.setIPAddress(library.verifyParameters(session), host) == 1 else {
                throw .handshakeFailed("OpenSSL could not take the address \(host)")
            }
        } else {
            guard library.setHostName(session, host) == 1,
                  host.withCString({ library.sessionControl(session, OpenSSL.setHostNameExtension, OpenSSL.hostNameType, UnsafeMutableRawPointer(mutating: $0)) }) == 1
            else { throw .handshakeFailed("OpenSSL could not take the host name \(host)") }
        }
    }

    private static func isIPAddress(_ host: String) -> Bool {
        var address = in6_addr()
        return inet_pton(AF_INET, host, &address) == 1 || inet_pton(AF_INET6, host, &address) == 1
    }

    /// Reads decrypted bytes into `buffer`.
    func read(into buffer: UnsafeMutableRawBufferPointer) -> ChannelStep {
        library.clearErrors()
        let count = library.read(session, buffer.baseAddress, Int32(clamping: buffer.count))
        return count > 0 ? .moved(Int(count)) : step(after: count)
    }

    /// Encrypts and writes (some of) `bytes`.
    func write(_ bytes: UnsafeRawBufferPointer) -> ChannelStep {
        library.clearErrors()
        let count = library.write(session, bytes.baseAddress, Int32(clamping: bytes.count))
        return count > 0 ? .moved(Int(count)) : step(after: count)
    }

    /// What OpenSSL's answer `result` (not a success) means.
    private func step(after result: Int32) -> ChannelStep {
        switch library.errorKind(session, result) {
        case OpenSSL.errorWantRead: return .wait(Int16(POLLIN))
        case OpenSSL.errorWantWrite: return .wait(Int16(POLLOUT))
        case OpenSSL.errorZeroReturn: return .ended
        default:
            isOpen = false
            return .failed
        }
    }
}

import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The few OpenSSL 3 functions a TLS client needs, found at run time in the system's `libssl.so.3`.
///
/// Why at run time: the project takes no package and ships no C headers, yet on Linux Foundation's
/// networking already needs libcurl, which needs OpenSSL 3, so the library is on every machine that runs
/// this program. `dlopen` finds it and `dlsym` each function, called through the C function type written
/// out here from OpenSSL's manual (only non-variadic functions; a macro such as
/// `SSL_set_tlsext_host_name` is written as the call it expands to). Where the library is missing
/// (macOS, a stripped system), ``shared`` is `nil` and `etcds://` says so.
struct OpenSSL: Sendable {
    typealias Pointer = OpaquePointer

    // SSL_CTX: the settings every session to one set of trusted certificates shares.
    let clientMethod: @convention(c) () -> Pointer?
    let newContext: @convention(c) (Pointer?) -> Pointer?
    let freeContext: @convention(c) (Pointer?) -> Void
    let contextControl: @convention(c) (Pointer?, Int32, Int, UnsafeMutableRawPointer?) -> Int
    let setVerify: @convention(c) (Pointer?, Int32, UnsafeRawPointer?) -> Void
    let loadVerifyLocations: @convention(c) (Pointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Int32
    let setDefaultVerifyPaths: @convention(c) (Pointer?) -> Int32
    // SSL: one session.
    let newSession: @convention(c) (Pointer?) -> Pointer?
    let freeSession: @convention(c) (Pointer?) -> Void
    let setDescriptor: @convention(c) (Pointer?, Int32) -> Int32
    let setHostName: @convention(c) (Pointer?, UnsafePointer<CChar>?) -> Int32
    let verifyParameters: @convention(c) (Pointer?) -> Pointer?
    let setIPAddress: @convention(c) (Pointer?, UnsafePointer<CChar>?) -> Int32
    let sessionControl: @convention(c) (Pointer?, Int32, Int, UnsafeMutableRawPointer?) -> Int
    let connect: @convention(c) (Pointer?) -> Int32
    let read: @convention(c) (Pointer?, UnsafeMutableRawPointer?, Int32) -> Int32
    let write: @convention(c) (Pointer?, UnsafeRawPointer?, Int32) -> Int32
    let shutdown: @convention(c) (Pointer?) -> Int32
    let errorKind: @convention(c) (Pointer?, Int32) -> Int32
    let verifyResult: @convention(c) (Pointer?) -> Int
    // SSL_SESSION: what a later connection offers to skip the full handshake (resumption).
    let getResumption: @convention(c) (Pointer?) -> Pointer?
    let setResumption: @convention(c) (Pointer?, Pointer?) -> Int32
    let wasResumed: @convention(c) (Pointer?) -> Int32
    let isResumable: @convention(c) (Pointer?) -> Int32
    let freeResumption: @convention(c) (Pointer?) -> Void
    let encodeResumption: @convention(c) (Pointer?, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?) -> Int32
    let decodeResumption: @convention(c) (UnsafeMutablePointer<Pointer?>?, UnsafeMutablePointer<UnsafePointer<UInt8>?>?, Int) -> Pointer?
    // SHA-256 (libcrypto): names a saved session after what it may be offered to.
    let sha256: @convention(c) (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>?
    // Error texts (libcrypto): the reasons a person reads.
    let verifyErrorText: @convention(c) (Int) -> UnsafePointer<CChar>?
    let nextError: @convention(c) () -> UInt
    let errorText: @convention(c) (UInt, UnsafeMutablePointer<CChar>?, Int) -> Void
    let clearErrors: @convention(c) () -> Void

    // Constants from OpenSSL's headers (stable across OpenSSL 1.1 and 3).
    static let verifyPeer: Int32 = 1  // SSL_VERIFY_PEER
    static let errorSSL: Int32 = 1  // SSL_ERROR_SSL
    static let errorWantRead: Int32 = 2  // SSL_ERROR_WANT_READ
    static let errorWantWrite: Int32 = 3  // SSL_ERROR_WANT_WRITE
    static let errorZeroReturn: Int32 = 6  // SSL_ERROR_ZERO_RETURN: the peer closed the session cleanly
    static let setHostNameExtension: Int32 = 55  // SSL_CTRL_SET_TLSEXT_HOSTNAME (SNI)
    static let hostNameType = 0  // TLSEXT_NAMETYPE_host_name
    static let setMinimumVersion: Int32 = 123  // SSL_CTRL_SET_MIN_PROTO_VERSION
    static let tls12 = 0x0303  // TLS1_2_VERSION
    static let setMode: Int32 = 33  // SSL_CTRL_MODE
    static let acceptMovingWriteBuffer = 2  // SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER
    static let verified = 0  // X509_V_OK

    /// The library, loaded on first use; `nil` where it cannot be.
    static let shared: OpenSSL? = load()

    private static func load() -> OpenSSL? {
        #if os(Linux)
        // libssl pulls in libcrypto; dlsym on libssl's handle searches both.
        guard let library = dlopen("libssl.so.3", RTLD_NOW | RTLD_LOCAL) ?? dlopen("libssl.so", RTLD_NOW | RTLD_LOCAL) else { return nil }
        func find<Function>(_ name: String, as type: Function.Type) -> Function? {
            dlsym(library, name).map { unsafeBitCast($0, to: type) }
        }
        guard let clientMethod = find("TLS_client_method", as: (@convention(c) () -> Pointer?).self),
              let newContext = find("SSL_CTX_new", as: (@convention(c) (Pointer?) -> Pointer?).self),
              let freeContext = find("SSL_CTX_free", as: (@convention(c) (Pointer?) -> Void).self),
              let contextControl = find("SSL_CTX_ctrl", as: (@convention(c) (Pointer?, Int32, Int, UnsafeMutableRawPointer?) -> Int).self),
              let setVerify = find("SSL_CTX_set_verify", as: (@convention(c) (Pointer?, Int32, UnsafeRawPointer?) -> Void).self),
              let loadVerifyLocations = find(
                "SSL_CTX_load_verify_locations", as: (@convention(c) (Pointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Int32).self),
              let setDefaultVerifyPaths = find("SSL_CTX_set_default_verify_paths", as: (@convention(c) (Pointer?) -> Int32).self),
              let newSession = find("SSL_new", as: (@convention(c) (Pointer?) -> Pointer?).self),
              let freeSession = find("SSL_free", as: (@convention(c) (Pointer?) -> Void).self),
              let setDescriptor = find("SSL_set_fd", as: (@convention(c) (Pointer?, Int32) -> Int32).self),
              let setHostName = find("SSL_set1_host", as: (@convention(c) (Pointer?, UnsafePointer<CChar>?) -> Int32).self),
              let verifyParameters = find("SSL_get0_param", as: (@convention(c) (Pointer?) -> Pointer?).self),
              let setIPAddress = find("X509_VERIFY_PARAM_set1_ip_asc", as: (@convention(c) (Pointer?, UnsafePointer<CChar>?) -> Int32).self),
              let sessionControl = find("SSL_ctrl", as: (@convention(c) (Pointer?, Int32, Int, UnsafeMutableRawPointer?) -> Int).self),
              let connect = find("SSL_connect", as: (@convention(c) (Pointer?) -> Int32).self),
              let read = find("SSL_read", as: (@convention(c) (Pointer?, UnsafeMutableRawPointer?, Int32) -> Int32).self),
              let write = find("SSL_write", as: (@convention(c) (Pointer?, UnsafeRawPointer?, Int32) -> Int32).self),
              let shutdown = find("SSL_shutdown", as: (@convention(c) (Pointer?) -> Int32).self),
              let errorKind = find("SSL_get_error", as: (@convention(c) (Pointer?, Int32) -> Int32).self),
              let verifyResult = find("SSL_get_verify_result", as: (@convention(c) (Pointer?) -> Int).self),
              let getResumption = find("SSL_get1_session", as: (@convention(c) (Pointer?) -> Pointer?).self),
              let setResumption = find("SSL_set_session", as: (@convention(c) (Pointer?, Pointer?) -> Int32).self),
              let wasResumed = find("SSL_session_reused", as: (@convention(c) (Pointer?) -> Int32).self),
              let isResumable = find("SSL_SESSION_is_resumable", as: (@convention(c) (Pointer?) -> Int32).self),
              let freeResumption = find("SSL_SESSION_free", as: (@convention(c) (Pointer?) -> Void).self),
              let encodeResumption = find(
                "i2d_SSL_SESSION", as: (@convention(c) (Pointer?, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?) -> Int32).self),
              let decodeResumption = find(
                "d2i_SSL_SESSION",
                as: (@convention(c) (UnsafeMutablePointer<Pointer?>?, UnsafeMutablePointer<UnsafePointer<UInt8>?>?, Int) -> Pointer?).self),
              let sha256 = find("SHA256", as: (@convention(c) (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>?).self),
              let verifyErrorText = find("X509_verify_cert_error_string", as: (@convention(c) (Int) -> UnsafePointer<CChar>?).self),
              let nextError = find("ERR_get_error", as: (@convention(c) () -> UInt).self),
              let errorText = find("ERR_error_string_n", as: (@convention(c) (UInt, UnsafeMutablePointer<CChar>?, Int) -> Void).self),
              let clearErrors = find("ERR_clear_error", as: (@convention(c) () -> Void).self)
        else { return nil }
        return OpenSSL(
            clientMethod: clientMethod, newContext: newContext, freeContext: freeContext, contextControl: contextControl, setVerify: setVerify,
            loadVerifyLocations: loadVerifyLocations, setDefaultVerifyPaths: setDefaultVerifyPaths, newSession: newSession,
            freeSession: freeSession, setDescriptor: setDescriptor, setHostName: setHostName, verifyParameters: verifyParameters,
            setIPAddress: setIPAddress, sessionControl: sessionControl, connect: connect, read: read, write: write,
            shutdown: shutdown, errorKind: errorKind, verifyResult: verifyResult, getResumption: getResumption,
            setResumption: setResumption, wasResumed: wasResumed, isResumable: isResumable, freeResumption: freeResumption,
            encodeResumption: encodeResumption, decodeResumption: decodeResumption, sha256: sha256, verifyErrorText: verifyErrorText,
            nextError: nextError, errorText: errorText, clearErrors: clearErrors)
        #else
        return nil  // Darwin has no libssl.so.3; TLS there would go through Network.framework (not written yet)
        #endif
    }

    /// The oldest reason in this thread's OpenSSL error queue, which it then empties: e.g.
    /// `wrong version number`. `nil` when the queue is empty.
    func pendingReason() -> String? {
        let code = nextError()
        defer { clearErrors() }
        guard code != 0 else { return nil }
        var text = [CChar](repeating: 0, count: 256)
        errorText(code, &text, text.count)
        // "error:0A00010B:SSL routines::wrong version number": the part after the last colon reads best.
        let whole = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return whole.split(separator: ":").last.map(String.init) ?? whole
    }

    /// The SHA-256 digest of `bytes`, in lowercase hex.
    func digest(_ bytes: [UInt8]) -> String {
        var digest = [UInt8](repeating: 0, count: 32)
        _ = sha256(bytes, bytes.count, &digest)
        return digest.map { String(format: "%02x", $0) }.joined()
    }

    /// OpenSSL's words for a certificate verification result (e.g. `self-signed certificate in certificate chain`).
    func verificationReason(_ result: Int) -> String {
        verifyErrorText(result).map { String(cString: $0) } ?? "verification error \(result)"
    }
}

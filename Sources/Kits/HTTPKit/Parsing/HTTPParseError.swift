/// Why a request was refused while it was being read. Each case answers with its own status, and the
/// connection is closed afterwards: after a broken request, where the next one starts is unknown.
public enum HTTPParseError: Error, Sendable, Equatable {
    /// The bytes break HTTP/1.1's grammar; the text says where, for the log (400).
    case malformed(String)
    /// The request line is longer than ``RequestLimits/requestLineBytes`` (414).
    case requestLineTooLong
    /// The header section is larger than ``RequestLimits/headerBytes`` or has more than
    /// ``RequestLimits/headerCount`` fields (431).
    case headersTooLarge
    /// `Content-Length` is larger than ``RequestLimits/bodyBytes`` (413).
    case bodyTooLarge
    /// A `Transfer-Encoding` on a request: bodies must come with `Content-Length` (501).
    case transferEncodingNotSupported
    /// An `Expect` other than `100-continue` (417).
    case unsupportedExpectation
    /// An HTTP version other than 1.0 or 1.1 (505).
    case versionNotSupported

    /// The status the server answers with.
    public var status: HTTPStatus {
        switch self {
        case .malformed: .badRequest
        case .requestLineTooLong: .uriTooLong
        case .headersTooLarge: .requestHeaderFieldsTooLarge
        case .bodyTooLarge: .contentTooLarge
        case .transferEncodingNotSupported: .notImplemented
        case .unsupportedExpectation: .expectationFailed
        case .versionNotSupported: .httpVersionNotSupported
        }
    }
}

/// A strict, incremental HTTP/1.1 request parser: feed it bytes as they arrive with ``append(_:)``, take
/// complete requests out with ``nextRequest()``.
///
/// Strict means it accepts what RFC 9112 says a client sends and refuses the rest, because the lenient
/// corners of HTTP (a bare LF, a space before a colon, folded lines, both `Content-Length` and
/// `Transfer-Encoding`) are where two parsers disagree about where a request ends. Bodies come with
/// `Content-Length` only. Every size is bounded by ``RequestLimits`` and checked as the bytes arrive,
/// so a request over a limit is refused before the rest of it is read.
///
/// One parser reads one connection. Requests sent back to back (pipelined) come out one by one. After it
/// has thrown, the parser keeps throwing the same error: the connection must be closed.
public struct HTTPRequestParser: Sendable {
    /// The limits this parser enforces.
    public let limits: RequestLimits
    /// Whether the request being read asked for `100 Continue` before sending its body: the server sends
    /// it, then calls ``continueSent()``.
    public private(set) var expectsContinue = false

    private var buffer: [UInt8] = []
    /// The first byte not yet consumed: the start of the request being read, or of its body.
    private var position = 0
    /// How far the head of the request being read has been scanned, so bytes that trickle in one at a
    /// time are not scanned again and again.
    private var scan = HeadScan(at: 0)
    /// The head, once complete, waiting for `bodyLength` bytes of body.
    private var pending: (head: HTTPRequest, bodyLength: Int)?
    private var failure: HTTPParseError?

    /// A parser with `limits`.
    public init(limits: RequestLimits = RequestLimits()) {
        self.limits = limits
    }

    /// Adds bytes read from the connection.
    public mutating func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// Whether part of a request has arrived (anything but the blank lines a client may send between
    /// requests): a connection that times out in this state is answered 408 rather than just closed.
    public var hasPartialRequest: Bool {
        pending != nil || buffer[position...].contains { $0 != Self.cr && $0 != Self.lf }
    }

    /// The server has sent `100 Continue` for the request being read.
    public mutating func continueSent() {
        expectsContinue = false
    }

    /// The next complete request, or `nil` when more bytes are needed.
    ///
    /// - Throws: ``HTTPParseError`` when the bytes are not a valid request or break a limit.
    public mutating func nextRequest() throws(HTTPParseError) -> HTTPRequest? {
        if let failure { throw failure }
        do {
            return try readNext()
        } catch {
            failure = error
            throw error
        }
    }

    private mutating func readNext() throws(HTTPParseError) -> HTTPRequest? {
        if pending == nil {
            guard let head = try readHead() else { return nil }
            pending = head
        }
        guard let (head, bodyLength) = pending, buffer.count - position >= bodyLength else { return nil }
        var request = head
        request.body = Array(buffer[position ..< position + bodyLength])
        position += bodyLength
        pending = nil
        expectsContinue = false
        return request
    }

    // MARK: The head, line by line

    /// Where the scan of one request's head stands. Indexes are into `buffer`.
    private struct HeadScan {
        /// The start of the line being scanned.
        var lineStart: Int
        /// Where the search for the next LF resumes.
        var searchFrom: Int
        /// The request line, once complete (without CRLF).
        var requestLine: Range<Int>?
        /// The header lines seen so far (without CRLF).
        var headerLines: [Range<Int>] = []

        init(at index: Int) {
            lineStart = index
            searchFrom = index
        }
    }

    /// Scans for the end of the head; returns the head and its body length once the blank line is in.
    private mutating func readHead() throws(HTTPParseError) -> (head: HTTPRequest, bodyLength: Int)? {
        if position > 0 && scan.requestLine == nil {  // a new request: drop what the last ones used
            buffer.removeSubrange(0 ..< position)
            position = 0
            scan = HeadScan(at: 0)
        }
        while true {
            guard let lf = buffer[scan.searchFrom...].firstIndex(of: Self.lf) else {
                scan.searchFrom = buffer.count
                try checkPartialLine()
                return nil
            }
            scan.searchFrom = lf + 1
            let lineStart = scan.lineStart
            scan.lineStart = lf + 1
            let endsInCRLF = lf > lineStart && buffer[lf - 1] == Self.cr
            let line = lineStart ..< (endsInCRLF ? lf - 1 : lf)
            // Sizes are checked before grammar, as they are while a line is still arriving, so a request
            // gets the same answer however its bytes were split.
            if let requestLine = scan.requestLine {
                // The header section starts after the request line's CRLF; its own CRLFs count.
                guard lf + 1 - (requestLine.upperBound + 2) <= limits.headerBytes else { throw .headersTooLarge }
                guard endsInCRLF else { throw .malformed("a line ends in LF without CR") }
                if line.isEmpty {
                    let head = try parseHead()
                    position = scan.lineStart
                    scan = HeadScan(at: position)
                    return head
                }
                scan.headerLines.append(line)
                guard scan.headerLines.count <= limits.headerCount else { throw .headersTooLarge }
            } else {
                guard line.count <= limits.requestLineBytes else { throw .requestLineTooLong }
                guard endsInCRLF else { throw .malformed("a line ends in LF without CR") }
                if line.isEmpty {
                    position = scan.lineStart  // blank lines before a request line are allowed, and skipped
                } else {
                    scan.requestLine = line
                }
            }
        }
    }

    /// Throws when the line still being received is past its limit already, before its end arrives.
    private func checkPartialLine() throws(HTTPParseError) {
        if let requestLine = scan.requestLine {
            guard buffer.count - (requestLine.upperBound + 2) <= limits.headerBytes else { throw .headersTooLarge }
        } else {
            // The line may end in the CR that will come before its LF.
            let length = buffer.count - scan.lineStart - (buffer.last == Self.cr ? 1 : 0)
            guard length <= limits.requestLineBytes else { throw .requestLineTooLong }
        }
    }

    // MARK: The head's grammar and meaning

    private mutating func parseHead() throws(HTTPParseError) -> (head: HTTPRequest, bodyLength: Int) {
        let (method, target, minorVersion) = try parseRequestLine(buffer[scan.requestLine!])
        var headers = HTTPHeaders()
        for line in scan.headerLines {
            let field = try parseField(buffer[line])
            headers.add(field.name, field.value)
        }

        let hosts = headers.values(for: "Host")
        guard hosts.count == 1 || (minorVersion == 0 && hosts.isEmpty) else {
            throw .malformed("an HTTP/1.1 request needs exactly one Host field")
        }
        // Refused rather than decoded: a chunked body is one more place for two parsers to disagree.
        if headers.contains("Transfer-Encoding") { throw .transferEncodingNotSupported }
        let bodyLength = try contentLength(headers)
        if let expectation = headers["Expect"] {
            guard expectation.lowercased() == "100-continue" else { throw .unsupportedExpectation }
            expectsContinue = bodyLength > 0
        }
        return (HTTPRequest(method: method, target: target, minorVersion: minorVersion, headers: headers), bodyLength)
    }

    /// `METHOD SP request-target SP HTTP/1.x`, with exactly one space between the parts.
    private func parseRequestLine(_ line: ArraySlice<UInt8>) throws(HTTPParseError) -> (String, String, Int) {
        let parts = line.split(separator: Self.space, maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count == 3 else { throw .malformed("the request line is not METHOD TARGET VERSION") }
        let (method, target, version) = (parts[0], parts[1], parts[2])
        guard !method.isEmpty, method.allSatisfy(Self.isTokenByte) else { throw .malformed("the method is not a token") }
        // Origin form (`/path?query`) only, or `*` for OPTIONS: a browser sends nothing else to a server.
        guard !target.isEmpty, target.allSatisfy({ $0 > 0x20 && $0 < 0x7F }),
              target.first == UInt8(ascii: "/") || (target.elementsEqual("*".utf8) && method.elementsEqual("OPTIONS".utf8)) else {
            throw .malformed("the target is not an absolute path")
        }
        let digits = Array(version.dropFirst(5))
        guard version.starts(with: "HTTP/".utf8), digits.count == 3, digits[1] == UInt8(ascii: "."),
              let major = Self.digitValue(digits[0]), let minor = Self.digitValue(digits[2]) else {
            throw .malformed("the version is not HTTP/x.y")
        }
        guard major == 1, minor <= 1 else { throw .versionNotSupported }
        return (String(decoding: method, as: UTF8.self), String(decoding: target, as: UTF8.self), minor)
    }

    /// `name: value`, no white space before the colon, optional white space around the value.
    private func parseField(_ line: ArraySlice<UInt8>) throws(HTTPParseError) -> HTTPField {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { throw .malformed("a header line has no colon") }
        let name = line[..<colon]
        // This also refuses folded lines (which start with white space) and a space before the colon.
        guard !name.isEmpty, name.allSatisfy(Self.isTokenByte) else { throw .malformed("a header name is not a token") }
        let value = Self.trimmingBlanks(line[(colon + 1)...])
        // Visible ASCII, spaces, tabs and (obsolete but harmless) bytes from 0x80; no other control byte.
        guard value.allSatisfy({ $0 >= 0x20 && $0 != 0x7F || $0 == Self.tab }) else {
            throw .malformed("a header value holds a control character")
        }
        return HTTPField(name: String(decoding: name, as: UTF8.self), value: String(decoding: value, as: UTF8.self))
    }

    /// The body's length: 0 without `Content-Length`; every copy of the field must agree.
    private func contentLength(_ headers: HTTPHeaders) throws(HTTPParseError) -> Int {
        let values = headers.values(for: "Content-Length")
            .flatMap { Array($0.utf8).split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) }
            .map(Self.trimmingBlanks)
        guard let first = values.first else { return 0 }
        guard values.allSatisfy({ $0 == first }), !first.isEmpty, first.allSatisfy({ Self.digitValue($0) != nil }) else {
            throw .malformed("Content-Length is not one decimal number")
        }
        // Eighteen digits fit in an Int; more are certainly over the limit.
        guard first.count <= 18, let length = Int(String(decoding: first, as: UTF8.self)), length <= limits.bodyBytes else {
            throw .bodyTooLarge
        }
        return length
    }

    private static let cr = UInt8(ascii: "\r")
    private static let lf = UInt8(ascii: "\n")
    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")

    /// A `tchar` of RFC 9110: letters, digits and ``!#$%&'*+-.^_`|~``.
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }

    /// `bytes` without the spaces and tabs at either end.
    private static func trimmingBlanks(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var trimmed = bytes.drop { $0 == space || $0 == tab }
        while let last = trimmed.last, last == space || last == tab { trimmed.removeLast() }
        return trimmed
    }

    private static func digitValue(_ byte: UInt8) -> Int? {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? Int(byte - UInt8(ascii: "0")) : nil
    }
}

import HTTPKit
import Testing

/// The request parser on whole requests: what it reads, what it refuses, and how it reads bytes that
/// arrive a few at a time.
@Suite struct HTTPRequestParserTests {
    /// Parses `text` fed in one piece; the requests it yields, in order.
    private func requests(_ text: String, limits: RequestLimits = RequestLimits()) throws -> [HTTPRequest] {
        var parser = HTTPRequestParser(limits: limits)
        parser.append(Array(text.utf8))
        var found: [HTTPRequest] = []
        while let request = try parser.nextRequest() { found.append(request) }
        return found
    }

    @Test func readsAGetWithItsHeaders() throws {
        let found = try requests("GET /board?lang=ko&x=a+b%21 HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nAccept:  text/html \r\nX-Two: 1\r\nx-two: 2\r\n\r\n")
        #expect(found == [HTTPRequest(method: "GET", target: "/board?lang=ko&x=a+b%21", minorVersion: 1,
                                      headers: ["Host": "127.0.0.1:8080", "Accept": "text/html", "X-Two": "1", "x-two": "2"])])
        let request = try #require(found.first)
        #expect(request.path == "/board")
        #expect(request.queryValue("lang") == "ko")
        #expect(request.queryValue("x") == "a b!")
        #expect(request.queryValue("missing") == nil)
        #expect(request.headers["accept"] == "text/html")
        #expect(request.headers.values(for: "X-TWO") == ["1", "2"])
    }

    @Test func readsABodyOfContentLengthBytes() throws {
        let found = try requests("POST /add HTTP/1.1\r\nHost: h\r\nContent-Length: 11\r\n\r\nhello world")
        #expect(found.map(\.bodyText) == ["hello world"])
        #expect(found.map(\.method) == ["POST"])
    }

    @Test func bytesArrivingOneAtATimeGiveTheSameRequestOnlyAtTheLastByte() throws {
        let text = Array("POST /a HTTP/1.1\r\nHost: h\r\nContent-Length: 3\r\n\r\nabc".utf8)
        var parser = HTTPRequestParser()
        var found: [HTTPRequest?] = []
        for byte in text {
            parser.append([byte])
            found.append(try parser.nextRequest())
        }
        #expect(found.dropLast().allSatisfy { $0 == nil })
        #expect(found.last == HTTPRequest(method: "POST", target: "/a", headers: ["Host": "h", "Content-Length": "3"], body: Array("abc".utf8)))
    }

    @Test func pipelinedRequestsComeOutInOrder() throws {
        let found = try requests("GET /1 HTTP/1.1\r\nHost: h\r\n\r\nPOST /2 HTTP/1.1\r\nHost: h\r\nContent-Length: 2\r\n\r\nokGET /3 HTTP/1.1\r\nHost: h\r\n\r\n")
        #expect(found.map(\.target) == ["/1", "/2", "/3"])
        #expect(found.map(\.bodyText) == ["", "ok", ""])
    }

    @Test func blankLinesBeforeARequestAreSkipped() throws {
        #expect(try requests("\r\n\r\nGET / HTTP/1.1\r\nHost: h\r\n\r\n").map(\.target) == ["/"])
    }

    @Test(arguments: [
        ("GET / HTTP/1.1\r\nHost: h\r\n\r\n", true),
        ("GET / HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n", false),
        ("GET / HTTP/1.1\r\nHost: h\r\nConnection: Upgrade, CLOSE\r\n\r\n", false),
        ("GET / HTTP/1.0\r\n\r\n", false),
        ("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n", true),
    ])
    func keepAliveFollowsTheVersionAndConnectionField(text: String, keepsAlive: Bool) throws {
        #expect(try requests(text).map(\.keepsAlive) == [keepsAlive])
    }

    @Test(arguments: [
        "GET / HTTP/1.1\nHost: h\n\n",                          // bare LF
        "GET / HTTP/1.1\r\nHost : h\r\n\r\n",                   // space before the colon
        "GET / HTTP/1.1\r\nHost: h\r\nX: a\r\n  folded\r\n\r\n", // obsolete line folding
        "GET / HTTP/1.1\r\nHost h\r\n\r\n",                     // no colon
        "GET / HTTP/1.1\r\n\r\n",                               // HTTP/1.1 without Host
        "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n",         // two Hosts
        "GET http://h/ HTTP/1.1\r\nHost: h\r\n\r\n",            // absolute form
        "GET * HTTP/1.1\r\nHost: h\r\n\r\n",                    // asterisk, not OPTIONS
        "GET  / HTTP/1.1\r\nHost: h\r\n\r\n",                   // two spaces
        "GET / HTTP/1.1 \r\nHost: h\r\n\r\n",                   // trailing space
        "G(T / HTTP/1.1\r\nHost: h\r\n\r\n",                    // method not a token
        "GET / HTTP/1\r\nHost: h\r\n\r\n",                      // version not x.y
        "GET / http/1.1\r\nHost: h\r\n\r\n",                    // version in lowercase
        "GET / HTTP/1.1\r\nHost: h\r\nX: a\u{1}b\r\n\r\n",      // control character in a value
        "GET / HTTP/1.1\r\nHost: h\r\nX: a\rb\r\n\r\n",         // CR inside a value
        "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\nabcd",
        "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 3, 4\r\n\r\nabcd",
        "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: -1\r\n\r\n",
        "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 0x10\r\n\r\n",
        "POST / HTTP/1.1\r\nHost: h\r\nContent-Length:\r\n\r\n",
    ])
    func malformedRequestsAreRefusedWith400(text: String) {
        let error = #expect(throws: HTTPParseError.self) { try requests(text) }
        #expect(error?.status == .badRequest, "\(String(describing: error))")
    }

    @Test func theSameContentLengthTwiceIsOneLength() throws {
        #expect(try requests("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 2\r\nContent-Length: 2, 2\r\n\r\nok").map(\.bodyText) == ["ok"])
    }

    @Test(arguments: ["HTTP/2.0", "HTTP/1.2", "HTTP/0.9"])
    func otherVersionsGet505(version: String) {
        #expect(throws: HTTPParseError.versionNotSupported) { try requests("GET / \(version)\r\nHost: h\r\n\r\n") }
    }

    @Test func aTransferEncodingIsRefusedWith501() {
        let chunked = "POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n"
        #expect(throws: HTTPParseError.transferEncodingNotSupported) { try requests(chunked) }
        #expect(HTTPParseError.transferEncodingNotSupported.status == .notImplemented)
        let both = "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\nabc"
        #expect(throws: HTTPParseError.transferEncodingNotSupported) { try requests(both) }
    }

    @Test func expectContinueIsAnnouncedUntilTheBodyArrives() throws {
        var parser = HTTPRequestParser()
        parser.append(Array("POST / HTTP/1.1\r\nHost: h\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n".utf8))
        #expect(try parser.nextRequest() == nil)
        #expect(parser.expectsContinue)
        parser.continueSent()
        #expect(!parser.expectsContinue)
        parser.append(Array("ok".utf8))
        #expect(try parser.nextRequest()?.bodyText == "ok")
        #expect(throws: HTTPParseError.unsupportedExpectation) { try requests("POST / HTTP/1.1\r\nHost: h\r\nExpect: magic\r\n\r\n") }
    }

    @Test func afterAnErrorTheParserKeepsRefusing() throws {
        var parser = HTTPRequestParser()
        parser.append(Array("GET / HTTP/1.1\nHost: h\n\n".utf8))
        #expect(throws: HTTPParseError.self) { try parser.nextRequest() }
        parser.append(Array("GET / HTTP/1.1\r\nHost: h\r\n\r\n".utf8))
        #expect(throws: HTTPParseError.self) { try parser.nextRequest() }
    }

    @Test func aPartialRequestIsToldApartFromBlankLines() throws {
        var parser = HTTPRequestParser()
        #expect(!parser.hasPartialRequest)
        parser.append(Array("\r\n".utf8))
        #expect(try parser.nextRequest() == nil)
        #expect(!parser.hasPartialRequest)
        parser.append(Array("GE".utf8))
        #expect(try parser.nextRequest() == nil)
        #expect(parser.hasPartialRequest)
        parser.append(Array("T / HTTP/1.1\r\nHost: h\r\n\r\n".utf8))
        #expect(try parser.nextRequest()?.target == "/")
        #expect(!parser.hasPartialRequest)
    }
}

import HTTPKit
import Testing

/// Every limit of ``RequestLimits``: a request exactly at it is read, one byte more is refused with the
/// limit's status, and the refusal comes as soon as the limit is passed, before the rest arrives.
@Suite struct RequestLimitsTests {
    private let limits = RequestLimits(requestLineBytes: 64, headerBytes: 128, headerCount: 4, bodyBytes: 16)

    /// The outcome of feeding `text`: the targets read, or the error thrown.
    private func outcome(_ text: String) -> Result<[String], HTTPParseError> {
        var parser = HTTPRequestParser(limits: limits)
        parser.append(Array(text.utf8))
        var targets: [String] = []
        do {
            while let request = try parser.nextRequest() { targets.append(request.target) }
            return .success(targets)
        } catch {
            return .failure(error)
        }
    }

    /// A request line of exactly `length` bytes (without CRLF).
    private func requestLine(length: Int) -> String {
        let frame = "GET / HTTP/1.1".utf8.count
        return "GET /\(String(repeating: "a", count: length - frame)) HTTP/1.1"
    }

    @Test func theRequestLineMayReachItsLimitButNotPassIt() {
        #expect(outcome(requestLine(length: 64) + "\r\nHost: h\r\n\r\n") == .success(["/" + String(repeating: "a", count: 50)]))
        #expect(outcome(requestLine(length: 65) + "\r\nHost: h\r\n\r\n") == .failure(.requestLineTooLong))
        #expect(HTTPParseError.requestLineTooLong.status.code == 414)
    }

    @Test func aLongRequestLineIsRefusedBeforeItEnds() {
        #expect(outcome(String(repeating: "a", count: 64)) == .success([]))
        #expect(outcome(String(repeating: "a", count: 64) + "\r") == .success([]))
        #expect(outcome(String(repeating: "a", count: 65)) == .failure(.requestLineTooLong))
    }

    @Test func theHeaderSectionMayReachItsLimitButNotPassIt() {
        // Header section: "Host: h\r\n" (9) + "X: …\r\n" + the final "\r\n" (2).
        let fitting = "X: " + String(repeating: "v", count: 128 - 9 - 2 - 5) + "\r\n"
        #expect(outcome("GET / HTTP/1.1\r\nHost: h\r\n\(fitting)\r\n") == .success(["/"]))
        let over = "X: " + String(repeating: "v", count: 128 - 9 - 2 - 4) + "\r\n"
        #expect(outcome("GET / HTTP/1.1\r\nHost: h\r\n\(over)\r\n") == .failure(.headersTooLarge))
        #expect(HTTPParseError.headersTooLarge.status.code == 431)
    }

    @Test func largeHeadersAreRefusedBeforeTheyEnd() {
        let endless = "GET / HTTP/1.1\r\nHost: h\r\nX: " + String(repeating: "v", count: 200)
        #expect(outcome(endless) == .failure(.headersTooLarge))
    }

    @Test func theNumberOfHeaderFieldsIsBounded() {
        let four = (1...3).map { "X\($0): v\r\n" }.joined()
        #expect(outcome("GET / HTTP/1.1\r\nHost: h\r\n\(four)\r\n") == .success(["/"]))
        let five = (1...4).map { "X\($0): v\r\n" }.joined()
        #expect(outcome("GET / HTTP/1.1\r\nHost: h\r\n\(five)\r\n") == .failure(.headersTooLarge))
    }

    @Test func theBodyMayReachItsLimitButNotPassIt() {
        let body16 = String(repeating: "b", count: 16)
        #expect(outcome("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 16\r\n\r\n\(body16)") == .success(["/"]))
        #expect(HTTPParseError.bodyTooLarge.status.code == 413)
    }

    @Test func aLargeBodyIsRefusedFromItsLengthBeforeItArrives() {
        #expect(outcome("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 17\r\n\r\n") == .failure(.bodyTooLarge))
        #expect(outcome("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 99999999999999999999999999\r\n\r\n") == .failure(.bodyTooLarge))
    }

    @Test func blankLinesBeforeARequestDoNotCountAgainstItsLine() {
        let blanks = String(repeating: "\r\n", count: 100)
        #expect(outcome(blanks + requestLine(length: 64) + "\r\nHost: h\r\n\r\n").map(\.count) == .success(1))
    }
}

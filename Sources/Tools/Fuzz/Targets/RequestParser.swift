// Fuzz target `request-parser`: HTTPKit's `HTTPRequestParser`, the first code a browser's bytes reach.
//
// Small limits, so inputs of a few hundred bytes reach every one of them. Besides "no crash":
// - the same bytes give the same requests and the same error whether they come at once or split
//   into pieces of 1 to 7 bytes (the parser is incremental: how reads cut a request must not matter);
// - no request read breaks a limit;
// - a request read, written back out, reads back the same.
import Foundation
import HTTPKit

private let limits = RequestLimits(requestLineBytes: 256, headerBytes: 512, headerCount: 16, bodyBytes: 512)

/// The requests read from `bytes` fed in pieces of the sizes `pieceSizes` cycles through, and the error
/// that ended the reading (nil if it just ran out of bytes).
private func parse(_ bytes: [UInt8], pieceSizes: [Int], limits: RequestLimits = limits) -> (requests: [HTTPRequest], error: HTTPParseError?) {
    var parser = HTTPRequestParser(limits: limits)
    var requests: [HTTPRequest] = []
    var offset = 0, piece = 0
    while offset < bytes.count {
        let size = min(pieceSizes[piece % pieceSizes.count], bytes.count - offset)
        parser.append(bytes[offset ..< offset + size])
        offset += size
        piece += 1
        do {
            while let request = try parser.nextRequest() { requests.append(request) }
        } catch {
            return (requests, error)
        }
    }
    return (requests, nil)
}

/// `request` as a client would send it.
private func wireBytes(of request: HTTPRequest) -> [UInt8] {
    var text = "\(request.method) \(request.target) HTTP/1.\(request.minorVersion)\r\n"
    for field in request.headers { text += "\(field.name): \(field.value)\r\n" }
    text += "\r\n"
    return Array(text.utf8) + request.body
}

/// libFuzzer calls this with each input it makes up; a crash or a failed check is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func requestParserTestOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let whole = parse(bytes, pieceSizes: [max(bytes.count, 1)])
    let split = parse(bytes, pieceSizes: [1, 2, 3, 4, 5, 6, 7])
    guard whole.requests == split.requests, whole.error == split.error else {
        fatalError("split input read differently: whole \(whole), split \(split)")
    }
    for request in whole.requests {
        guard request.target.utf8.count <= limits.requestLineBytes, request.body.count <= limits.bodyBytes,
              request.headers.fields.count <= limits.headerCount else {
            fatalError("a request over the limits was read: \(request)")
        }
        // Default limits: written back with one space after each colon (and invalid UTF-8 as U+FFFD) it may be longer.
        let again = parse(wireBytes(of: request), pieceSizes: [Int.max], limits: RequestLimits())
        guard again.requests == [request], again.error == nil else {
            fatalError("\(request) written out reads back as \(again)")
        }
    }
    return 0
}

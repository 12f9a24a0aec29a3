import EtcdKit
import Foundation
import HTTPTesting

/// One POST to a member's plain-HTTP gateway, on a thread of its own: URLSession on Linux hands its
/// work to Dispatch, and a busy suite (or another test's calls to a member it froze) kept a cluster's
/// status calls waiting past its 30 s for a leader elected within a second.
struct ControlCall {
    let endpoint: EtcdEndpoint
    let path: String
    let json: String
    var token: String?

    /// The body of the answer: whether it was 200, and its bytes. Gives up after `timeout` seconds of
    /// silence (a frozen member accepts the connection and never answers).
    func send(timeout: Int = 5) async throws -> (ok: Bool, body: Data) {
        var request = "POST \(path) HTTP/1.1\r\nHost: \(endpoint)\r\nContent-Type: application/json\r\n"
        if let token { request += "Authorization: \(token)\r\n" }
        request += "Content-Length: \(json.utf8.count)\r\nConnection: close\r\n\r\n\(json)"
        let client = try await RawClient.connect(port: endpoint.port, host: endpoint.host, readTimeout: timeout, sending: request)
        defer { client.close() }
        let answer = Data(try await client.readUntilClosed().utf8)
        guard let end = answer.range(of: Data("\r\n\r\n".utf8)) else { throw HarnessError("\(path) got no answer from \(endpoint)") }
        let head = String(decoding: answer[..<end.lowerBound], as: UTF8.self)
        let body = answer[end.upperBound...]
        let chunked = head.lowercased().contains("transfer-encoding: chunked")
        return (head.hasPrefix("HTTP/1.1 200"), chunked ? Self.unchunked(body) : Data(body))
    }

    /// The bytes of a chunked body: each chunk's size in hex on a line, then the chunk, up to a size of 0.
    private static func unchunked(_ body: Data) -> Data {
        var bytes = body[...], result = Data()
        while let line = bytes.range(of: Data("\r\n".utf8)),
              let size = Int(String(decoding: bytes[..<line.lowerBound], as: UTF8.self), radix: 16), size > 0,
              bytes.count >= line.upperBound - bytes.startIndex + size {
            result.append(bytes[line.upperBound..<(line.upperBound + size)])
            bytes = bytes[(line.upperBound + size)...].dropFirst(2)
        }
        return result
    }
}

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One URLSession with no cache, no cookies and no proxy, as a test's HTTP client.
public final class Fetcher: Sendable {
    /// The session, for anything the helper does not cover.
    public let session: URLSession

    /// A new session (each test its own, so no test reuses another's connections).
    public init() {
        let configuration = URLSessionConfiguration.ephemeral
        // A server in the test process answers on the test runtime's shared threads, which a whole run
        // can keep busy for over a minute; a server that truly hangs still fails the test, later.
        configuration.timeoutIntervalForRequest = 240
        configuration.connectionProxyDictionary = [:]
        session = URLSession(configuration: configuration)
    }

    deinit {
        session.invalidateAndCancel()
    }

    /// Sends a request to `url` and returns the response.
    public func fetch(_ url: URL, method: String = "GET", headers: [String: String] = [:], body: Data? = nil) async throws -> Fetched {
        var request = URLRequest(url: url)
        request.httpMethod = method
        request.httpBody = body
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await session.data(for: request)
        let http = try require(response as? HTTPURLResponse)
        let fields = http.allHeaderFields.reduce(into: [String: String]()) { $0["\($1.key)"] = "\($1.value)" }
        return Fetched(status: http.statusCode, headers: fields, body: String(decoding: data, as: UTF8.self))
    }
}

/// `#require` without Testing's macro, for a helper file that does not import it.
private func require<T>(_ value: T?) throws -> T {
    guard let value else { throw URLError(.badServerResponse) }
    return value
}

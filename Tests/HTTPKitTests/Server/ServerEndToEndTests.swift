import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HTTPKit
import HTTPTesting
import Testing

/// The server over real loopback connections, with URLSession as the client (and a bare socket where
/// URLSession can't send what a test needs).
@Suite struct ServerEndToEndTests {
    @Test func aGetIsAnsweredWithTheSecurityHeaders() async throws {
        try await withServer { server in
            let response = try await Fetcher().fetch(server.url)
            #expect(response.status == 200)
            #expect(response.body == "hello")
            #expect(response.header("Content-Type") == "text/plain; charset=utf-8")
            #expect(response.header("Content-Security-Policy")?.contains("script-src 'self'") == true)
            #expect(response.header("Content-Security-Policy")?.contains("unsafe-inline") == false)
            #expect(response.header("X-Content-Type-Options") == "nosniff")
            #expect(response.header("Referrer-Policy") == "no-referrer")
            #expect(response.header("Date")?.hasSuffix(" GMT") == true)
        }
    }

    @Test func aPostBodyReachesTheHandler() async throws {
        try await withServer { server in
            let body = "title=Write the report&body=" + String(repeating: "é", count: 2000)
            let response = try await Fetcher().fetch(server.url.appending(path: "echo"), method: "POST",
                                                     headers: ["Origin": "http://127.0.0.1:\(server.port)"], body: Data(body.utf8))
            #expect(response.status == 200)
            #expect(response.body == "you sent: \(body)")
        }
    }

    @Test func anUnknownPathIs404() async throws {
        try await withServer { server in
            let response = try await Fetcher().fetch(server.url.appending(path: "nowhere"))
            #expect(response.status == 404)
            #expect(response.body == "404 Not Found\n")
        }
    }

    @Test func aHeadRequestGetsTheLengthButNoBody() async throws {
        try await withServer { server in
            let client = try await RawClient.connect(port: server.port, sending: "HEAD / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nConnection: close\r\n\r\n")
            defer { client.close() }
            let text = try await client.readUntilClosed()
            #expect(text.hasPrefix("HTTP/1.1 200 OK\r\n"))
            #expect(text.contains("\r\nContent-Length: 5\r\n"))
            #expect(text.hasSuffix("\r\n\r\n"))
        }
    }

    @Test func requestsOnOneConnectionAreAnsweredInTurnUntilConnectionClose() async throws {
        try await withServer { server in
            let client = try await RawClient.connect(port: server.port)
            defer { client.close() }
            let host = "Host: 127.0.0.1:\(server.port)\r\n"
            try await client.send("GET / HTTP/1.1\r\n\(host)\r\n")
            let first = try await client.readResponse()
            #expect(first.status == 200)
            #expect(first.body == "hello")
            // Two at once (pipelined): answered in order.
            try await client.send("POST /echo HTTP/1.1\r\n\(host)Origin: http://127.0.0.1:\(server.port)\r\nContent-Length: 1\r\n\r\naGET /missing HTTP/1.1\r\n\(host)\r\n")
            let echoed = try await client.readResponse()
            #expect(echoed.body == "you sent: a")
            let missing = try await client.readResponse()
            #expect(missing.status == 404)
            #expect(missing.headers["connection"] == "keep-alive")
            try await client.send("GET / HTTP/1.1\r\n\(host)Connection: close\r\n\r\n")
            let last = try await client.readResponse()
            #expect(last.headers["connection"] == "close")
            #expect(try await client.readUntilClosed() == "")
        }
    }

    @Test func urlSessionReusesOneConnectionForSuccessiveRequests() async throws {
        try await withServer { server in
            let fetcher = Fetcher()
            for _ in 1...5 {
                let response = try await fetcher.fetch(server.url)
                #expect(response.status == 200)
            }
            #expect(server.server.openConnections == 1)
        }
    }

    @Test func aHandlerThatThrowsGets500AndTheServerCarriesOn() async throws {
        try await withServer { server in
            let fetcher = Fetcher()
            let failed = try await fetcher.fetch(server.url.appending(path: "fail"))
            #expect(failed.status == 500)
            #expect(failed.body == "500 Internal Server Error\n")
            #expect(server.log.all == ["GET /fail failed: HandlerFailure()"])
            let afterwards = try await fetcher.fetch(server.url)
            #expect(afterwards.body == "hello")
        }
    }

    @Test func aMalformedRequestGets400AndAClosedConnectionAndTheServerCarriesOn() async throws {
        try await withServer { server in
            let client = try await RawClient.connect(port: server.port, sending: "GET / HTTP/1.1\r\nHost : 127.0.0.1\r\n\r\n")
            defer { client.close() }
            let text = try await client.readUntilClosed()
            #expect(text.hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
            #expect(text.contains("\r\nConnection: close\r\n"))
            let afterwards = try await Fetcher().fetch(server.url)
            #expect(afterwards.status == 200)
        }
    }

    @Test func aChunkedRequestGets501() async throws {
        try await withServer { server in
            let client = try await RawClient.connect(port: server.port, sending: "POST /echo HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nTransfer-Encoding: chunked\r\n\r\n1\r\na\r\n0\r\n\r\n")
            defer { client.close() }
            #expect(try await client.readUntilClosed().hasPrefix("HTTP/1.1 501 Not Implemented\r\n"))
        }
    }

    @Test func expectContinueGets100BeforeTheBodyIsSent() async throws {
        try await withServer { server in
            let client = try await RawClient.connect(port: server.port, sending: "POST /echo HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nOrigin: http://127.0.0.1:\(server.port)\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n")
            defer { client.close() }
            let interim = try await client.readResponse()
            #expect(interim.status == 100)
            try await client.send("ok")
            let echoedBody = try await client.readResponse()
            #expect(echoedBody.body == "you sent: ok")
        }
    }

    @Test func aForeignHostOrOriginIsRefused() async throws {
        try await withServer { server in
            // A bare socket: Apple's URL loading may replace a Host header a request sets.
            let client = try await RawClient.connect(port: server.port, sending: "GET / HTTP/1.1\r\nHost: evil.example:\(server.port)\r\n\r\n")
            defer { client.close() }
            #expect(try await client.readResponse().status == 403)
            let fetcher = Fetcher()
            let crossSite = try await fetcher.fetch(server.url.appending(path: "echo"), method: "POST",
                                                    headers: ["Origin": "http://evil.example"], body: Data("x".utf8))
            #expect(crossSite.status == 403)
            let sameSite = try await fetcher.fetch(server.url.appending(path: "echo"), method: "POST",
                                                   headers: ["Origin": "http://127.0.0.1:\(server.port)"], body: Data("x".utf8))
            #expect(sameSite.status == 200)
            let withoutOrigin = try await fetcher.fetch(server.url.appending(path: "echo"), method: "POST", body: Data("x".utf8))
            #expect(withoutOrigin.status == 403)
            let crossSiteFetch = try await fetcher.fetch(server.url.appending(path: "echo"), method: "POST",
                                                         headers: ["Origin": "http://127.0.0.1:\(server.port)", "Sec-Fetch-Site": "cross-site"],
                                                         body: Data("x".utf8))
            #expect(crossSiteFetch.status == 403)
            let twice = try await RawClient.connect(port: server.port, sending: "POST /echo HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n"
                + "Origin: http://127.0.0.1:\(server.port)\r\nOrigin: http://evil.example\r\nContent-Length: 1\r\n\r\nx")
            defer { twice.close() }
            #expect(try await twice.readResponse().status == 400)
        }
    }

    @Test func portZeroGetsAFreePortAndATakenPortIsAnError() async throws {
        try await withServer { server in
            #expect(server.port > 0)
            #expect(server.server.address.url == "http://127.0.0.1:\(server.port)/")
            #expect(throws: SocketError.self) {
                _ = try HTTPServer.start(ServerConfiguration(port: server.port)) { _ in .status(.ok) }
            }
        }
    }
}

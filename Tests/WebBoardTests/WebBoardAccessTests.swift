import Foundation
import HTTPKit
import HTTPTesting
import PresentationTesting
import Testing
@testable import WebBoard

/// Who gets in: the browser that opened the address with the secret, which leaves with a cookie; every
/// path refuses anyone else with a short page in their language.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct WebBoardAccessTests {
    static let token = AccessToken(value: String(repeating: "cd", count: 32))

    private func withBoard(_ body: (WebBoardServer) async throws -> Void) async throws {
        let server = try WebBoardServer.start(factory: TestBench().factory, refreshInterval: .milliseconds(50), token: Self.token)
        do {
            try await body(server)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    /// Sends `request` on a fresh connection and reads the answer's head and body.
    private func raw(_ server: WebBoardServer, _ request: String) async throws -> RawResponse {
        let client = try await RawClient.connect(port: server.address.port, sending: request)
        defer { client.close() }
        return try await client.readResponse()
    }

    @Test func everyPathWithoutTheCookieGetsThePageThatSaysWhatToOpen() async throws {
        try await withBoard { server in
            let base = server.address.url
            for (method, path) in [("GET", ""), ("GET", "board.js"), ("GET", "board.css"), ("GET", "favicon.ico"),
                                   ("GET", "events?channel=c"), ("POST", "tabs"), ("POST", "tabs/1/inputs"), ("GET", "nowhere")] {
                let refused = try await Fetcher().fetch(URL(string: base + path)!, method: method, body: method == "POST" ? Data("{}".utf8) : nil)
                #expect(refused.status == 403, "\(method) /\(path)")
                #expect(refused.header("Content-Type") == "text/html; charset=utf-8")
                #expect(refused.header("Cache-Control") == "no-store")
                #expect(refused.body.contains("open the address project-manager serve printed (it ends in ?token=…)"))
                #expect(!refused.body.contains(Self.token.value))
            }
            let korean = try await Fetcher().fetch(URL(string: base)!, headers: ["Accept-Language": "ko-KR,ko;q=0.9"])
            #expect(korean.status == 403)
            #expect(korean.body.contains("<html lang=\"ko\">"))
            #expect(korean.body.contains("project-manager serve가 출력한 주소"))
            let wrongCookie = try await Fetcher().fetch(URL(string: base)!, headers: ["Cookie": "\(server.cookie.prefix { $0 != "=" })=\(String(repeating: "0", count: 64))"])
            #expect(wrongCookie.status == 403)
        }
    }

    @Test func theAddressWithTheSecretSetsAStrictHttpOnlyCookieAndLeadsToThePlainAddress() async throws {
        try await withBoard { server in
            let authority = server.address.authority
            let answer = try await raw(server, "GET /?token=\(Self.token.value)&lang=ko HTTP/1.1\r\nHost: \(authority)\r\nConnection: close\r\n\r\n")
            #expect(answer.status == 303)
            #expect(answer.headers["location"] == "/?lang=ko")
            #expect(answer.headers["cache-control"] == "no-store")
            let cookie = try #require(answer.headers["set-cookie"])
            let attributes = cookie.components(separatedBy: "; ")
            #expect(attributes.first == server.cookie)
            #expect(Set(attributes.dropFirst()).isSuperset(of: ["HttpOnly", "SameSite=Strict", "Path=/"]))

            // With the cookie, the board; the page never names the secret.
            let page = try await raw(server, "GET /?lang=ko HTTP/1.1\r\nHost: \(authority)\r\nCookie: other=1; \(attributes[0])\r\nConnection: close\r\n\r\n")
            #expect(page.status == 200)
            #expect(page.body.contains("<html lang=\"ko\">"))
            #expect(!page.body.contains(Self.token.value))

            // Any other query is not carried over; a wrong secret gets the refusal and no cookie.
            let plain = try await raw(server, "GET /?token=\(Self.token.value)&lang=<x> HTTP/1.1\r\nHost: \(authority)\r\nConnection: close\r\n\r\n")
            #expect(plain.headers["location"] == "/")
            let wrong = try await raw(server, "GET /?token=\(String(repeating: "0", count: 64)) HTTP/1.1\r\nHost: \(authority)\r\nConnection: close\r\n\r\n")
            #expect(wrong.status == 403)
            #expect(wrong.headers["set-cookie"] == nil)
        }
    }

    @Test func theSecretsAddressIsTheServersWithTheToken() async throws {
        try await withBoard { server in
            #expect(server.addressWithToken == "http://127.0.0.1:\(server.address.port)/?token=\(Self.token.value)")
            #expect(server.cookie == "project-manager-\(server.address.port)=\(Self.token.value)")
        }
    }
}

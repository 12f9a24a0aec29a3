import Foundation
import HTTPKit
import HTTPTesting
import PresentationTesting
import Testing
@testable import WebBoard

/// Who gets in: the page that was handed the secret by the printed address and sends it in a header;
/// every path that reads or changes the board refuses anyone else with a short page in their language.
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

    @Test func everyPathOfTheBoardWithoutTheSecretGetsThePageThatSaysWhatToOpen() async throws {
        try await withBoard { server in
            let base = server.address.url
            for (method, path) in [("GET", "board"), ("GET", "board.js"), ("GET", "board.css"), ("GET", "events?channel=c"),
                                   ("POST", "tabs"), ("POST", "tabs/1/inputs"), ("POST", "tabs/1/close"), ("GET", "nowhere")] {
                let origin = ["Origin": "http://\(server.address.authority)"]
                let refused = try await Fetcher().fetch(URL(string: base + path)!, method: method, headers: method == "POST" ? origin : [:],
                                                        body: method == "POST" ? Data("{}".utf8) : nil)
                #expect(refused.status == 403, "\(method) /\(path)")
                #expect(refused.header("Content-Type") == "text/html; charset=utf-8")
                #expect(refused.header("Cache-Control") == "no-store")
                #expect(refused.body.contains("open the address project-manager serve printed (it ends in ?token=…)"))
                #expect(!refused.body.contains(Self.token.value))
            }
            let korean = try await Fetcher().fetch(URL(string: base + "board")!, headers: ["Accept-Language": "ko-KR,ko;q=0.9"])
            #expect(korean.status == 403)
            #expect(korean.body.contains("<html lang=\"ko\">"))
            #expect(korean.body.contains("project-manager serve가 출력한 주소"))
            let wrong = try await Fetcher().fetch(URL(string: base + "board")!, headers: ["Authorization": "Bearer " + String(repeating: "0", count: 64)])
            #expect(wrong.status == 403)
            // Two fields, one of them right, are no answer.
            let client = try await RawClient.connect(port: server.address.port, sending: """
                GET /board HTTP/1.1\r\nHost: \(server.address.authority)\r\nAuthorization: \(server.authorization)\r\n\
                Authorization: Bearer x\r\nConnection: close\r\n\r\n
                """)
            defer { client.close() }
            #expect(try await client.readResponse().status == 403)
        }
    }

    @Test func theAddressWithTheSecretHandsItToThePageAloneWhichHoldsNoBoard() async throws {
        try await withBoard { server in
            let authority = server.address.authority
            let answer = try await raw(server, "GET /?token=\(Self.token.value)&lang=ko HTTP/1.1\r\nHost: \(authority)\r\nConnection: close\r\n\r\n")
            #expect(answer.status == 200)
            #expect(answer.headers["cache-control"] == "no-store")
            #expect(answer.headers["referrer-policy"] == "no-referrer")
            #expect(answer.headers["set-cookie"] == nil)
            #expect(answer.body.contains("<html lang=\"ko\">"))
            #expect(answer.body.contains(" data-secret=\"\(Self.token.value)\">"))

            // Without it, the same page: no secret, no board.
            let page = try await raw(server, "GET /?lang=ko HTTP/1.1\r\nHost: \(authority)\r\nConnection: close\r\n\r\n")
            #expect(page.status == 200)
            #expect(page.body.contains("<body data-body-limit=\"1048576\">"))
            #expect(!page.body.contains(Self.token.value))

            // A wrong secret gets the refusal.
            let wrong = try await raw(server, "GET /?token=\(String(repeating: "0", count: 64)) HTTP/1.1\r\nHost: \(authority)\r\nConnection: close\r\n\r\n")
            #expect(wrong.status == 403)
            #expect(!wrong.body.contains(Self.token.value))
        }
    }

    @Test func theSecretsAddressIsTheServersWithTheToken() async throws {
        try await withBoard { server in
            #expect(server.addressWithToken == "http://127.0.0.1:\(server.address.port)/?token=\(Self.token.value)")
            #expect(server.authorization == "Bearer \(Self.token.value)")
        }
    }
}

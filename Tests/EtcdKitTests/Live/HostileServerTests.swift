import EtcdKit
import EtcdTesting
import Foundation
import Testing

/// The client against a fake member that misbehaves: every case ends in a typed error within a
/// bounded time, never a crash or a hang.
@Suite(.timeLimit(.minutes(5))) struct HostileServerTests {
    /// Short bounds, so a hang would show as a failure quickly.
    private static let requestTimeout = Duration.seconds(2)
    private static let operationTimeout = Duration.seconds(4)
    // Small, so a flood reaches it long before any timeout, however busy the machine.
    private static let limit = 64 << 10

    private func client(
        _ server: HostileServer, credentials: EtcdCredentials? = nil, operationTimeout: Duration = Self.operationTimeout
    ) -> (EtcdClient, EtcdEndpoint) {
        let endpoint = EtcdEndpoint(host: "127.0.0.1", port: server.port)
        return (EtcdClient(EtcdConfiguration(
            endpoints: [endpoint], credentials: credentials, requestTimeout: Self.requestTimeout,
            operationTimeout: operationTimeout, responseLimit: Self.limit)), endpoint)
    }

    /// Runs `body` against a server behaving so, and checks it ended within the operation timeout and a
    /// margin (generous: a busy machine slows everything down, while a hang would never end).
    @discardableResult
    private func against(
        _ behaviour: HostileServer.Behaviour, operationTimeout: Duration = Self.operationTimeout,
        _ body: (EtcdClient, EtcdEndpoint) async throws -> Void
    ) async throws -> HostileServer {
        let server = try HostileServer(behaviour)
        defer { server.stop() }
        let (client, endpoint) = client(server, operationTimeout: operationTimeout)
        let started = ContinuousClock.now
        try await body(client, endpoint)
        #expect(ContinuousClock.now - started < operationTimeout + .seconds(60))
        return server
    }

    private static func ok(_ body: String) -> String {
        "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
    }

    @Test func wrongJSON() async throws {
        try await against(.answer(Self.ok("{not json"))) { client, endpoint in
            await #expect(throws: EtcdError.malformedResponse(endpoint, reason: "not the JSON of an etcd answer")) {
                try await client.range(.key("k"))
            }
        }
    }

    @Test func keysThatAreNotBase64() async throws {
        try await against(.answer(Self.ok(#"{"kvs":[{"key":"%%%"}]}"#))) { client, endpoint in
            await #expect(throws: EtcdError.malformedResponse(endpoint, reason: "not the JSON of an etcd answer")) {
                try await client.range(.key("k"))
            }
        }
    }

    @Test func aHugeAnnouncedBody() async throws {
        try await against(.answer("HTTP/1.1 200 OK\r\nContent-Length: 10000000000\r\n\r\n{")) { client, endpoint in
            await #expect(throws: EtcdError.responseTooLarge(endpoint, limit: Self.limit)) { try await client.range(.key("k")) }
        }
    }

    @Test(arguments: [
        "HTTP/1.1 200 OK\r\n\r\n", "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n200000\r\n",
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n1\r\n{\r\n7FFFFFFFFFFFFFFF\r\n",
    ])
    func anEndlessBody(head: String) async throws {
        try await against(.flood(head: head)) { client, endpoint in
            await #expect(throws: EtcdError.responseTooLarge(endpoint, limit: Self.limit)) { try await client.range(.key("k")) }
        }
    }

    @Test func endlessHeaders() async throws {
        try await against(.flood(head: "HTTP/1.1 200 OK\r\nX-Filler: ")) { client, endpoint in
            await #expect(throws: EtcdError.malformedResponse(endpoint, reason: "a header line too long")) {
                try await client.range(.key("k"))
            }
        }
    }

    @Test func endlessInterimAnswers() async throws {
        try await against(.repeating("HTTP/1.1 100 Continue\r\n\r\n")) { client, endpoint in
            await #expect(throws: EtcdError.malformedResponse(endpoint, reason: "too many interim answers")) {
                try await client.put("k", Data())
            }
        }
    }

    @Test func aSilentServerTimesOutAWriteWhichIsNotSentAgain() async throws {
        let server = try await against(.silent) { client, endpoint in
            await #expect(throws: EtcdError.timedOut(endpoint)) { try await client.put("k", Data()) }
        }
        #expect(server.requests == 1, "a write that may have arrived is never sent twice")
    }

    @Test func aSilentServerTimesOutARead() async throws {
        try await against(.silent) { client, endpoint in
            await #expect(throws: EtcdError.timedOut(endpoint)) { try await client.range(.key("k")) }
        }
    }

    @Test func aDrippingAnswerTimesOut() async throws {
        try await against(.drip(head: "HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n")) { client, endpoint in
            await #expect(throws: EtcdError.timedOut(endpoint)) { try await client.put("k", Data()) }
        }
    }

    @Test func aClosedConnectionLeavesAWriteUnknown() async throws {
        let server = try await against(.hangUp) { client, endpoint in
            await #expect(throws: EtcdError.outcomeUnknown(endpoint)) { try await client.put("k", Data()) }
        }
        #expect(server.requests == 1, "a write that may have arrived is never sent twice")
    }

    @Test func aReadHungUpOnIsSentAgain() async throws {
        // A long operation timeout: the second attempt must happen however busy the machine is.
        let answer = Self.ok(#"{"header":{"revision":"7"},"count":"0"}"#)
        let server = try await against(.hangUpOnceThenAnswer(answer), operationTimeout: .seconds(120)) { client, _ in
            let range = try await client.range(.key("k"))
            #expect(range == EtcdRange(keyValues: [], count: 0, more: false, revision: 7))
        }
        #expect(server.requests == 2, "a read, which changes nothing, is sent again")
    }

    @Test func aReadOnAKeptConnectionClosedUnansweredIsSentAgainOnANewOne() async throws {
        let answer = Self.ok(#"{"header":{"revision":"7"},"count":"0"}"#)
        let server = try await against(.answerOnceThenHangUp(answer), operationTimeout: .seconds(30)) { client, _ in
            _ = try await client.range(.key("k"))
            let range = try await client.range(.key("k"))  // on the kept connection, then a new one
            #expect(range == EtcdRange(keyValues: [], count: 0, more: false, revision: 7))
        }
        #expect(server.connections == 2)
        #expect(server.requests == 3)
    }

    @Test func aWriteOnAKeptConnectionClosedUnansweredAfterItWentOutIsUnknownAndNeverSentTwice() async throws {
        let answer = Self.ok(#"{"header":{"revision":"7"}}"#)
        let server = try await against(.answerOnceThenHangUp(answer)) { client, endpoint in
            try await client.put("k", Data())
            await #expect(throws: EtcdError.outcomeUnknown(endpoint)) { try await client.put("k", Data()) }
        }
        #expect(server.requests == 2)
    }

    @Test func aSilentMemberIsPassedOverAfterTheFirstByteBoundAndWhenNoneAnswersEachReasonIsNamed() async throws {
        let silent = try HostileServer(.silent)
        defer { silent.stop() }
        let quiet = EtcdEndpoint(host: "127.0.0.1", port: silent.port)
        let nobody = EtcdEndpoint(host: "127.0.0.1", port: try FreePorts.take(1)[0])
        // The refusing member first: however slow the machine, it is tried (and named) before time is up.
        // Time for a round or more on a machine so busy that the process waits many seconds for a core
        // (in a whole run, the test runtime's shared threads were once busy for over 30 s).
        let client = EtcdClient(EtcdConfiguration(endpoints: [nobody, quiet], requestTimeout: Self.requestTimeout, operationTimeout: .seconds(90)))
        let error = await #expect(throws: EtcdError.self) { try await client.range(.key("k")) }
        // The silent member neither answers the read nor its status: no conclusion, rounds until time is up
        // (the last one cut short by it: "no answer within 700 ms" or less).
        guard case .unreachable(let failures)? = error else {
            Issue.record("expected every member named, got \(String(describing: error))")
            return
        }
        #expect(failures.map(\.endpoint) == [nobody, quiet])
        #expect(failures.first?.reason == "connection refused" && failures.last?.reason.hasPrefix("no answer within ") == true, "\(failures)")
        #expect(client.memberOrder == [nobody, quiet])  // both failed lately: the order listed
        // A write waits for its answer up to the request timeout: giving up early would leave its outcome unknown.
        await #expect(throws: EtcdError.timedOut(quiet)) { try await client.put("k", Data()) }
    }

    @Test func notHTTP() async throws {
        try await against(.answer("SSH-2.0-OpenSSH_9.2\r\n")) { client, endpoint in
            await #expect(throws: EtcdError.malformedResponse(endpoint, reason: "not an HTTP status line")) {
                try await client.put("k", Data())
            }
        }
    }

    @Test func anErrorStatusWithoutAnEtcdError() async throws {
        try await against(.answer("HTTP/1.1 500 Internal Server Error\r\nContent-Length: 5\r\n\r\noops!")) { client, endpoint in
            await #expect(throws: EtcdError.malformedResponse(endpoint, reason: "HTTP status 500")) { try await client.put("k", Data()) }
        }
    }

    @Test func aServerEchoingThePasswordDoesNotLeakIt() async throws {
        let password = "hunter2-\(UUID().uuidString.prefix(6))"
        let body = #"{"error":"bad \#(password)\u001b[2J","message":"bad \#(password)\u001b[2J","code":2}"#
        let server = try HostileServer(.answer("HTTP/1.1 400 Bad Request\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"))
        defer { server.stop() }
        let (client, _) = client(server, credentials: EtcdCredentials(user: "root", password: password))
        let error = await #expect(throws: EtcdError.self) { try await client.put("k", Data()) }
        #expect(error == .server(code: 2, message: "bad •••[2J"))
        #expect(!(error?.description.contains(password) ?? true))
    }

    @Test func aWatchOnAnEndlessLine() async throws {
        try await against(.flood(head: "HTTP/1.1 200 OK\r\n\r\n")) { client, endpoint in
            await #expect(throws: EtcdError.responseTooLarge(endpoint, limit: Self.limit)) { _ = try await client.watch(.prefix("k")) }
        }
    }

    @Test func aWatchThatIsNeverConfirmed() async throws {
        try await against(.silent) { client, endpoint in
            await #expect(throws: EtcdError.timedOut(endpoint)) { _ = try await client.watch(.prefix("k")) }
        }
    }

    @Test func aWatchHungUpOn() async throws {
        try await against(.hangUp) { client, endpoint in
            // Retried until the operation timeout; the last attempt saw the hang-up or ran out of time.
            let error = await #expect(throws: EtcdError.self) { _ = try await client.watch(.prefix("k")) }
            #expect(error == .outcomeUnknown(endpoint) || error == .timedOut(endpoint))
        }
    }
}

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HTTPKit
import HTTPTesting
import ProcessTesting
import Testing

/// The server under 300 clients that each hold a connection with half a request and reconnect when
/// closed: a new request is still served. The server runs in the test process, whose every thread it
/// needs, so the test has a step of its own: not beside the suite's deadline tests, nor the reliability
/// tests' blocking waits.
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["PROJECT_MANAGER_RELIABILITY"] == "1",
                             "a load test: run with PROJECT_MANAGER_RELIABILITY=1 swift test --filter ServerUnderLoadTests"))
struct ServerUnderLoadTests {
    @Test func aNewRequestIsServedUnder300TricklingConnections() async throws {
        // Each client holds a socket at both ends, in this one process: twice 300 and some to spare.
        let limit = DescriptorLimit.raise(toAtLeast: 1024)
        try #require(limit >= 700, "this process may open only \(limit) files")
        try await withServer { server in
            let trickling = try await TricklingClients.start(count: 300, port: server.port)
            var failure: (any Error)?
            do {
                // Full, and making room by closing connections that wait (a client sees it on its next byte or two).
                try await eventually("the server to close waiting connections") { trickling.closedByServer > 0 }
                let start = ContinuousClock.now
                let response = try await Fetcher().fetch(server.url)
                print("a request under 300 trickling connections was answered in \(ContinuousClock.now - start)")
                #expect(response.status == 200)
            } catch {
                failure = error
            }
            try await trickling.stop()
            if let failure { throw failure }
        }
    }
}

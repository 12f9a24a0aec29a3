import Foundation
import HTTPTesting
import ProcessTesting
import Testing

/// What `serve` prints for another device: the address, then its QR code, with no colour codes when
/// colour is off (`NO_COLOR`, as here, and a pipe, which standard output is here).
@MainActor
@Suite(.timeLimit(.minutes(2))) struct ServeOutputTests {
    @Test(.enabled(if: Loopback.secondAddress != nil, "needs a second loopback address, which only Linux has"))
    func theQRCodeComesWithoutColourCodesIntoAPipeOrUnderNoColor() async throws {
        let lan = try #require(Loopback.secondAddress)
        let board = try await ServedBoard.start(arguments: ["--host", lan])
        var failure: (any Error)?
        do {
            try await eventually("the QR code under the address", timeout: .seconds(30)) {
                await board.output.split(separator: "\n").count > 10
            }
            let lines = board.output.split(separator: "\n").dropFirst()
            #expect(lines.contains { $0.contains("█") || $0.contains("▀") })
            #expect(!board.output.contains("\u{1B}"))
        } catch {
            failure = error
        }
        await board.stop()
        if let failure { throw failure }
    }
}

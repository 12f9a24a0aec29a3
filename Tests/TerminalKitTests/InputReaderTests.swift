#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import Testing
import TerminalKit

/// The reader is driven through pipes standing in for the terminal, with zero timeouts: every byte is
/// already written when it reads, so no test depends on timing.
@Suite("Input reader")
struct InputReaderTests {
    /// A pipe: bytes sent are read from `read`.
    final class Pipe {
        let read: Int32
        private var writeEnd: Int32
        init() throws {
            var fds: [Int32] = [-1, -1]
            try #require(pipe(&fds) == 0)
            (read, writeEnd) = (fds[0], fds[1])
        }
        func send(_ bytes: [UInt8]) { _ = bytes.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) } }
        func closeWriting() {
            close(writeEnd)
            writeEnd = -1
        }
        deinit {
            close(read)
            if writeEnd >= 0 { close(writeEnd) }
        }
    }

    @Test("Keys come one at a time, in order")
    func keys() throws {
        let input = try Pipe()
        var reader = InputReader(input: input.read)
        input.send(Array("a\u{1B}[B한".utf8))
        #expect(reader.next(timeout: .zero) == .key(.character("a")))
        #expect(reader.next(timeout: .zero) == .key(.down))
        #expect(reader.next(timeout: .zero) == .key(.character("한")))
        #expect(reader.next(timeout: .zero) == .timeout)
    }

    @Test("A lone ESC with nothing after it is the Escape key")
    func loneEscape() throws {
        let input = try Pipe()
        var reader = InputReader(input: input.read, escapeDelay: .zero)
        input.send([0x1B])
        #expect(reader.next(timeout: .zero) == .key(.escape))
        #expect(reader.next(timeout: .zero) == .timeout)
    }

    @Test("A byte on the wake descriptor is a resize")
    func resize() throws {
        let input = try Pipe()
        let wake = try Pipe()
        var reader = InputReader(input: input.read, wake: wake.read)
        wake.send([1])
        #expect(reader.next(timeout: .zero) == .resized)
        #expect(reader.next(timeout: .zero) == .timeout)
    }

    @Test("The end of input is reported, not waited on")
    func closed() throws {
        let input = try Pipe()
        var reader = InputReader(input: input.read)
        input.closeWriting()
        #expect(reader.next(timeout: .seconds(60)) == .inputClosed)
    }

    @Test("The asynchronous view delivers the same events and ends with the input")
    func events() async throws {
        let input = try Pipe()
        input.send(Array("q".utf8))
        input.closeWriting()
        var received: [TerminalEvent] = []
        for await event in InputReader(input: input.read).events(timeout: .seconds(60)) { received.append(event) }
        #expect(received == [.key(.character("q")), .inputClosed])
    }
}

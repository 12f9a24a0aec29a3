import Foundation
import Synchronization

/// Splits a streamed answer into lines and hands each complete line to a stream, with a bound on a
/// line's length and on how many lines may wait unread: a server flooding faster than the reader
/// reads, or sending an endless line, ends the stream with an error instead of eating memory.
final class StreamReceiver: Sendable {
    /// What the stream yields.
    enum Piece: Sendable {
        /// The response head's status (first, once).
        case status(Int)
        /// One line of the body, without its newline.
        case line(Data)
    }

    /// How many lines may wait unread.
    static let backlog = 4096

    private let limit: Int
    private let partial = Mutex(Data())
    private let continuation: AsyncThrowingStream<Piece, any Error>.Continuation
    /// The pieces, in order; ends with the task (an ``ExchangeFailure`` if it failed).
    let pieces: AsyncThrowingStream<Piece, any Error>

    /// A receiver accepting lines of at most `limit` bytes.
    init(limit: Int) {
        self.limit = limit
        (pieces, continuation) = AsyncThrowingStream.makeStream(of: Piece.self, bufferingPolicy: .bufferingOldest(Self.backlog))
    }

    /// Ends the stream with `failure` (nothing more is read).
    func fail(_ failure: ExchangeFailure) {
        continuation.finish(throwing: failure)
    }

    /// The answer's status arrived; returns whether to go on.
    func received(status: Int) -> Bool {
        deliver(.status(status))
    }

    /// A piece of the body arrived; returns whether to go on.
    func received(_ data: Data) -> Bool {
        let lines: [Data]? = partial.withLock { partial in
            partial.append(data)
            var lines: [Data] = []
            while let newline = partial.firstIndex(of: UInt8(ascii: "\n")) {
                lines.append(partial[partial.startIndex..<newline])
                partial.removeSubrange(partial.startIndex...newline)
            }
            return partial.count > limit ? nil : lines
        }
        guard let lines else {
            fail(.tooLarge)
            return false
        }
        return lines.allSatisfy { deliver(.line(Data($0))) }
    }

    /// The stream ended, with `error` if it failed.
    func finished(_ error: ExchangeFailure?) {
        if let error {
            continuation.finish(throwing: error)
        } else {
            continuation.finish()
        }
    }

    private func deliver(_ piece: Piece) -> Bool {
        switch continuation.yield(piece) {
        case .enqueued: return true
        case .dropped:
            fail(.tooLarge)
            return false
        case .terminated: return false
        @unknown default: return false
        }
    }
}

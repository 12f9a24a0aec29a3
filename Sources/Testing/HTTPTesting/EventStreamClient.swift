import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// Reads a `text/event-stream` with a URLSession data task and its delegate (Linux's Foundation has no
/// `bytes(for:)`): every event received, in order, as ``events``; the stream ends when the response does.
public final class EventStreamClient: NSObject, URLSessionDataDelegate, Sendable {
    /// A received event: its name ("message" when none was given) and data.
    public struct Event: Sendable, Equatable {
        /// The event's name.
        public let name: String
        /// Its data, lines joined with `\n`.
        public let data: String

        /// An event named `name` with `data`.
        public init(name: String, data: String) { (self.name, self.data) = (name, data) }
    }

    /// The events as they arrive; finishes when the connection ends.
    public let events: AsyncStream<Event>
    private let continuation: AsyncStream<Event>.Continuation
    /// Bytes received but not yet a whole event, and the response's status once known.
    private let state = Mutex<(pending: [UInt8], status: Int?)>(([], nil))
    private let session: Mutex<URLSession?> = Mutex(nil)

    /// A client; nothing is opened until ``open(_:)``.
    override public init() {
        (events, continuation) = AsyncStream.makeStream(of: Event.self)
        super.init()
    }

    /// Opens the stream at `url`, sending `headers` (say, a `Cookie`).
    public func open(_ url: URL, headers: [String: String] = [:]) {
        let configuration = URLSessionConfiguration.ephemeral
        // A server in the test process answers on the test runtime's shared threads, which a whole run
        // can keep busy for over a minute; a server that truly hangs still fails the test, later.
        configuration.timeoutIntervalForRequest = 240
        configuration.connectionProxyDictionary = [:]
        let session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
        self.session.withLock { $0 = session }
        var request = URLRequest(url: url)
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        session.dataTask(with: request).resume()
    }

    /// Closes the connection from this side, as a browser tab that goes away.
    public func close() {
        session.withLock { $0?.invalidateAndCancel() }
    }

    /// The response's status, once its head has arrived.
    public var status: Int? {
        state.withLock { $0.status }
    }

    /// Keeps the status and lets the body come.
    public func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        state.withLock { $0.status = (response as? HTTPURLResponse)?.statusCode }
        completionHandler(.allow)
    }

    /// Cuts the bytes into events.
    public func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let complete: [Event] = state.withLock { state in
            // Only the new bytes (and the one before them) can complete a blank line: a board of megabytes
            // arriving in many pieces is scanned once, not once per piece.
            var from = max(0, state.pending.count - 1)
            state.pending.append(contentsOf: data)
            var events: [Event] = []
            // An event ends at a blank line.
            while let end = Self.blankLine(in: state.pending, from: from) {
                let block = String(decoding: state.pending[..<end], as: UTF8.self)
                state.pending.removeSubrange(..<(end + 2))
                from = 0
                var name = "message", lines: [String] = []
                for line in block.split(separator: "\n", omittingEmptySubsequences: false) {
                    if line.hasPrefix("event: ") { name = String(line.dropFirst(7)) }
                    if line.hasPrefix("data: ") { lines.append(String(line.dropFirst(6))) }
                }
                // A block with no data (a heartbeat's comment) is no event, as a browser reads the stream.
                if !lines.isEmpty { events.append(Event(name: name, data: lines.joined(separator: "\n"))) }
            }
            return events
        }
        for event in complete { continuation.yield(event) }
    }

    /// Where the first `\n\n` at or after `start` begins.
    private static func blankLine(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "\n"), bytes[index + 1] == UInt8(ascii: "\n") { return index }
            index += 1
        }
        return nil
    }

    /// Ends ``events``.
    public func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        continuation.finish()
        session.finishTasksAndInvalidate()
    }
}

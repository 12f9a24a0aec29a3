import HTTPKit
import Synchronization

/// One browser's stream of events: the outputs of every tab that browser opened, in the order they were
/// published, plus a heartbeat now and then.
///
/// A browser opens six connections at most to one server, so fifty tabs with a stream each would stall.
/// Instead the page's shared worker holds one stream for all the browser's tabs (its channel) and hands
/// each output to the tab it names.
///
/// Whoever sends an event (the main actor, where the tabs publish) writes it into the stream's socket
/// itself, through the stream's ``EventOutlet``: a tab's new board is not handed to another thread before
/// it leaves. Events sent before the stream is attached wait, in order, and go first once it is. A
/// browser that stops reading is cut off by the server's write timeout, which ends the stream.
final class EventChannel: Sendable {
    /// What goes down the stream.
    enum Event: Sendable, Equatable {
        /// An output of one tab, as JSON (``TabOutput/json(tab:)``).
        case output(String)
        /// A comment, which the browser ignores: it finds out that a browser has gone.
        case heartbeat
    }

    private struct State {
        var outlet: EventOutlet?
        var waiting: [Event] = []
        var isFinished = false
    }

    let id: String
    private let state = Mutex(State())

    init(id: String) {
        self.id = id
    }

    /// Writes `event` down the stream, or keeps it until the stream is attached.
    func send(_ event: Event) {
        // Written under the lock (the outlet never blocks), so that an attach flushing the waiting
        // events cannot put this one before them.
        state.withLock { state in
            guard !state.isFinished else { return }
            if let outlet = state.outlet { Self.write(event, to: outlet) } else { state.waiting.append(event) }
        }
    }

    /// The stream is open: what waited goes out, and every later event as it is sent.
    func attach(_ outlet: EventOutlet) {
        state.withLock { state in
            for event in state.waiting { Self.write(event, to: outlet) }
            state.waiting = []
            state.outlet = outlet
            if state.isFinished { outlet.finish() }
        }
    }

    /// Ends the stream (the channel was dropped).
    func finish() {
        state.withLock { state in
            state.isFinished = true
            state.waiting = []
            state.outlet?.finish()
        }
    }

    private static func write(_ event: Event, to outlet: EventOutlet) {
        switch event {
        case let .output(json): outlet.send(ServerSentEvent(name: "output", data: json))
        case .heartbeat: outlet.sendComment()
        }
    }
}

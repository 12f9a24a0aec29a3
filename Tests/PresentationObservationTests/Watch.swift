import Observation

/// Watches one read of observed state the way SwiftUI does: armed with `withObservationTracking`, it is
/// told once of the next change; ``settle()`` then records what a redraw would show and arms it again.
@MainActor
final class Watch<Value> {
    /// What each redraw showed, oldest first: one entry per change the observation reported.
    private(set) var rendered: [Value] = []
    private let read: @MainActor () -> Value
    private var changes = 0

    init(_ read: @escaping @MainActor () -> Value) {
        self.read = read
        arm()
    }

    /// Records a redraw if a change was reported since the last one, and arms the watch again.
    func settle() {
        defer { changes = 0 }
        precondition(changes <= 1, "one arming reported \(changes) changes")
        guard changes == 1 else { return }
        rendered.append(read())
        arm()
    }

    private func arm() {
        withObservationTracking { _ = read() } onChange: { [weak self] in
            // Observation types it `@Sendable`, but it runs synchronously where the state changed: here.
            MainActor.assumeIsolated { self?.changes += 1 }
        }
    }
}

import Presentation

/// Collects the alerts a view model sends while a command drives it; the first one decides the outcome.
@MainActor
final class AlertLog {
    private(set) var alerts: [Alert] = []

    /// Runs `work` while listening to `stream`; throws the first alert as a ``CommandFailure``.
    static func failOnAlert(from stream: EventStream<Alert>, _ work: () async -> Void) async throws {
        let log = AlertLog()
        let subscription = stream.subscribe { [log] alert in log.alerts.append(alert) }
        await work()
        subscription.cancel()
        if let alert = log.alerts.first {
            throw CommandFailure(alert.message, status: alert.kind == .storage ? .storage : .rejected)
        }
    }
}

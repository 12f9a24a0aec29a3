import ProcessTesting

/// Waits until `condition` holds, for at most `timeout` (each check included), else throws ``Overran``.
/// For a state the code under test reaches on its own schedule (a connection closed), never for timing.
public func eventually(_ what: String, timeout: Duration = .seconds(60), _ condition: @escaping @Sendable () async throws -> Bool) async throws {
    let deadline = Deadline(timeout, waitingFor: what)
    try await deadline.poll { try await deadline.run(condition) ? () : nil }
}

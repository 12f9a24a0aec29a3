import ProcessTesting

/// Runs `body`, failing with ``Overran`` if it has not finished within `limit`: a watch that misses an
/// event then fails the test instead of hanging it.
public func within<Result: Sendable>(_ limit: Duration, _ body: @escaping @Sendable () async throws -> Result) async throws -> Result {
    try await Deadline(limit, waitingFor: "the operation").run(body)
}

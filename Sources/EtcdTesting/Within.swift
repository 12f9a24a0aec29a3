/// Runs `body`, failing with a ``HarnessError`` if it has not finished within `limit`: a watch that
/// misses an event then fails the test instead of hanging it.
public func within<Result: Sendable>(_ limit: Duration, _ body: @escaping @Sendable () async throws -> Result) async throws -> Result {
    try await withThrowingTaskGroup(of: Result?.self) { group in
        group.addTask { try await body() }
        group.addTask {
            try await Task.sleep(for: limit)
            return nil
        }
        defer { group.cancelAll() }
        guard let first = try await group.next(), let result = first else {
            throw HarnessError("not done within \(limit)")
        }
        return result
    }
}

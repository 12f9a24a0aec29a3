/// Waits, polling every 10 ms, until `condition` holds; throws ``WaitTimeout`` after `timeout`. For a
/// state the code under test reaches on its own schedule (a connection closed), never for timing.
public func eventually(_ what: String, timeout: Duration = .seconds(10), _ condition: @Sendable () async throws -> Bool) async throws {
    let deadline = ContinuousClock.now + timeout
    while try await !condition() {
        guard ContinuousClock.now < deadline else { throw WaitTimeout(what: what) }
        try await Task.sleep(for: .milliseconds(10))
    }
}

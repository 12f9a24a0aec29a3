/// Runs a view model's `async` inputs one at a time, in the order they were called, so an older board
/// is never shown after a newer one. An input must not await another of the same view model.
@MainActor
final class InputQueue {
    private var isRunning = false
    private var line: [CheckedContinuation<Void, Never>] = []

    /// Waits for the inputs called before this one, then runs `input`.
    func run<Result>(_ input: () async -> Result) async -> Result {
        if isRunning {
            await withCheckedContinuation { line.append($0) }
        } else {
            isRunning = true
        }
        // Hand over directly to the next in line (still running), so a new caller cannot slip in between.
        defer { if line.isEmpty { isRunning = false } else { line.removeFirst().resume() } }
        return await input()
    }
}

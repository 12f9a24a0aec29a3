/// Runs a view model's `async` inputs one at a time, in the order they were called.
///
/// Two inputs can be in flight at once: a SwiftUI button starts a `Task` per tap, a browser sends two
/// clicks. Each input reads and writes the store and then publishes; if the second overtook the first,
/// the screen could show an older board after a newer one. So each input waits here for the one before
/// it to finish, and the outputs come out in the order of the inputs.
///
/// It is an async lock with a first-come-first-served line: no `Task` is created, the waiting input's own
/// task is suspended. Everything runs on the main actor, so the line needs no other lock. Two rules
/// follow: an input must not await another input of the same view model (it would wait for itself),
/// and a cancelled task still waits its turn and runs its input (an input is short, and half of one
/// would be worse).
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

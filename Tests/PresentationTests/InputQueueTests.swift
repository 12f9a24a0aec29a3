@testable import Presentation
import Testing

/// The queue behind every view model's `async` inputs. Everything here runs on the main actor, whose
/// jobs run in the order they were queued, so "the second input ran too early" shows deterministically.
@MainActor
struct InputQueueTests {
    @Test func anInputWaitsUntilTheOneCalledBeforeItHasFinished() async {
        let queue = InputQueue()
        var log: [String] = []
        var release: CheckedContinuation<Void, Never>?
        var started: CheckedContinuation<Void, Never>?
        let first = Task {
            await queue.run {
                log.append("first starts")
                started?.resume()
                await withCheckedContinuation { release = $0 }
                log.append("first ends")
            }
        }
        await withCheckedContinuation { started = $0 }
        let second = Task { await queue.run { log.append("second") } }
        let third = Task { await queue.run { log.append("third") } }
        release?.resume() // the second and third tasks are queued on the main actor before the first resumes
        await first.value
        await second.value
        await third.value
        #expect(log == ["first starts", "first ends", "second", "third"])
    }

    @Test func anInputReturnsWhatItsWorkReturns() async {
        let queue = InputQueue()
        let value = await queue.run { 42 }
        let again = await queue.run { "next" } // the queue is free again after each input
        #expect(value == 42 && again == "next")
    }
}

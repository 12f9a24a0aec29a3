import Domain
import Foundation
import Synchronization

/// Hands out `00000000-0000-0000-0000-000000000001`, `…0002`, … so tests can name projects in advance.
public final class SequentialIDGenerator: ProjectIDGenerator {
    private let next: Mutex<Int>

    /// Starts at the `first`th id.
    public init(startingAt first: Int = 1) {
        next = Mutex(first)
    }

    /// The next id in sequence.
    public func makeID() -> ProjectID {
        Self.id(next.withLock { value in
            defer { value += 1 }
            return value
        })
    }

    /// The id this generator hands out as its `number`th.
    public static func id(_ number: Int) -> ProjectID {
        let hex = String(number, radix: 16)
        let tail = String(repeating: "0", count: max(0, 12 - hex.count)) + hex
        return ProjectID(uuidString: "00000000-0000-0000-0000-" + tail)!
    }
}

import Foundation

/// Times a piece of work several times and keeps the median, so one run disturbed by another process
/// on a shared machine does not decide the figure.
@MainActor
enum Stopwatch {
    /// The median duration of `runs` runs of `work`, in seconds. `prepare` runs before each run, untimed.
    static func median(
        runs: Int, prepare: () async throws -> Void = {}, _ work: () async throws -> Void
    ) async throws -> Double {
        var seconds: [Double] = []
        seconds.reserveCapacity(runs)
        let clock = ContinuousClock()
        for _ in 0..<runs {
            try await prepare()
            let start = clock.now
            try await work()
            seconds.append((clock.now - start).seconds)
        }
        return medianOf(seconds)
    }

    /// The middle value (the mean of the two middle ones for an even count).
    static func medianOf(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

extension Duration {
    /// The duration as a number of seconds.
    var seconds: Double {
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) / 1e18
    }
}

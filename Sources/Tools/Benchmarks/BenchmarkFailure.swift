/// A benchmark that did not measure what it claims (e.g. a board with the wrong number of projects).
struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

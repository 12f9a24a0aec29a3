import Foundation
import Testing

/// These tests start hundreds of processes and fsync thousands of times, which would starve the
/// in-process tests of other targets running beside them (their lock waits time out). So they run in a
/// step of their own: `PROJECT_MANAGER_RELIABILITY=1 swift test --filter ReliabilityTests` (as `.ci/run` does).
enum ReliabilityGate {
    static let isOpen = ProcessInfo.processInfo.environment["PROJECT_MANAGER_RELIABILITY"] == "1"

    /// The trait every suite here carries.
    static let trait = ConditionTrait.enabled(
        if: isOpen, "process-level tests: run with PROJECT_MANAGER_RELIABILITY=1 swift test --filter ReliabilityTests"
    )
}

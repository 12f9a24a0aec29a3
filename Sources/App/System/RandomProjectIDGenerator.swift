import Domain
import Foundation

/// Names new projects with random (version 4) UUIDs.
public struct RandomProjectIDGenerator: ProjectIDGenerator {
    /// A generator; it keeps no state.
    public init() {}

    /// A fresh random id.
    public func makeID() -> ProjectID { ProjectID(UUID()) }
}

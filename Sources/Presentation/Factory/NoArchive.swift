import Domain
import Foundation

/// The document format of a graph wired without one (a screen's test): it reads and writes nothing.
public struct NoArchive: ProjectArchiveCoding {
    /// A format that knows no document.
    public init() {}

    /// Refuses: there is no format to write.
    public func encode(_ projects: [Project]) throws -> Data { throw ImportError.unknownFormat }

    /// Refuses: there is no format to read.
    public func decode(_ data: Data) throws -> [Project] { throw ImportError.unknownFormat }
}

import Domain
import Foundation

/// A coder whose document is simply a list of projects it was given: it lets the import and export use
/// cases be tested without any real format.
struct StubArchiveCoder: ProjectArchiveCoding {
    struct Unreadable: Error, Equatable {}

    /// What `decode` returns for any document other than `"bad"`.
    var decoded: [Project] = []

    func encode(_ projects: [Project]) throws -> Data {
        Data(projects.map(\.id.description).joined(separator: "\n").utf8)
    }

    func decode(_ data: Data) throws -> [Project] {
        if data == Data("bad".utf8) { throw Unreadable() }
        return decoded
    }
}

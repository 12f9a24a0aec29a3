import Domain
import Foundation

/// One waiting change: the intent, who meant it and when, and the id its sync records on the board so
/// that it applies once however many times the sync is tried.
public struct OutboxEntry: Sendable, Equatable, Identifiable {
    /// Unique on every machine: `RUN/UUID`, where the changes waiting together share the RUN of the
    /// first (so a remote can record a sync's many changes in a few keys), and UUIDs are random.
    public let id: String
    /// What the person meant.
    public let intent: Intent
    /// Who made the change.
    public let author: Author
    /// When it was saved on this machine: the date its history line carries.
    public let date: Date

    /// An entry; a new one gets a fresh id.
    public init(id: String = Self.newID(after: []), intent: Intent, author: Author, date: Date) {
        (self.id, self.intent, self.author, self.date) = (id, intent, author, date)
    }

    /// A fresh id for a change that waits after `waiting`: in the run of the first of them that has one, else in a new run.
    public static func newID(after waiting: [OutboxEntry]) -> String {
        let current = waiting.lazy.compactMap { run(of: $0.id)?.run }.first.map(String.init)
        return (current ?? UUID().uuidString.lowercased()) + "/" + UUID().uuidString.lowercased()
    }

    /// The run an id belongs to and its name in it; `nil` for an id made before runs (a bare UUID).
    public static func run(of id: String) -> (run: Substring, name: Substring)? {
        guard let slash = id.utf8.firstIndex(of: UInt8(ascii: "/")) else { return nil }
        let (run, name) = (id[..<slash], id[id.utf8.index(after: slash)...])
        return run.isEmpty || name.isEmpty || name.utf8.contains(UInt8(ascii: "/")) ? nil : (run, name)
    }
}

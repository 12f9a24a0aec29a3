import Domain
import Foundation

/// One waiting change: the intent, who meant it and when, and the id its sync records on the board so
/// that it applies once however many times the sync is tried.
public struct OutboxEntry: Sendable, Equatable, Identifiable {
    /// Unique on every machine (a random UUID).
    public let id: String
    /// What the person meant.
    public let intent: Intent
    /// Who made the change.
    public let author: Author
    /// When it was saved on this machine: the date its history line carries.
    public let date: Date

    /// An entry; a new one gets a fresh id.
    public init(id: String = UUID().uuidString.lowercased(), intent: Intent, author: Author, date: Date) {
        (self.id, self.intent, self.author, self.date) = (id, intent, author, date)
    }
}

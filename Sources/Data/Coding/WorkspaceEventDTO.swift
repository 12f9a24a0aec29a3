import Domain
import Foundation

/// A ``Domain/WorkspaceEvent`` as stored: `kind` is `commit`, `undo` or `redo`; only a commit has a change.
struct WorkspaceEventDTO: Codable {
    var kind: String
    var date: Double
    var change: ChangeDTO?

    init(_ event: WorkspaceEvent) {
        switch event {
        case let .commit(change, date): (kind, self.date, self.change) = ("commit", date.timeIntervalSinceReferenceDate, ChangeDTO(change))
        case let .undo(date): (kind, self.date, change) = ("undo", date.timeIntervalSinceReferenceDate, nil)
        case let .redo(date): (kind, self.date, change) = ("redo", date.timeIntervalSinceReferenceDate, nil)
        }
    }

    func event() throws(InvalidRecord) -> WorkspaceEvent {
        let date = Date(timeIntervalSinceReferenceDate: date)
        switch kind {
        case "commit":
            guard let change else { throw InvalidRecord("a commit event has no change") }
            return .commit(try change.change(), date: date)
        case "undo": return .undo(date: date)
        case "redo": return .redo(date: date)
        default: throw InvalidRecord("unknown event '\(kind)'")
        }
    }
}

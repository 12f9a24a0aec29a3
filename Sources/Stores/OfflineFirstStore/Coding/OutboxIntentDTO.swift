import Domain
import StoreRecords

/// An intent as the outbox keeps it: its kind, the project as seen or the change, and what it sets.
struct OutboxIntentDTO: Codable, Equatable {
    var kind: String
    var project: OutboxProjectDTO?
    var change: OutboxChangeDTO?
    var to: String?
    var title, body: String?
    /// Whether the edit sets the deadline (to ``deadline``, or removes it when that is absent).
    var setsDeadline: Bool?
    var deadline: String?

    init(_ intent: Intent) {
        switch intent {
        case let .add(project): (kind, self.project) = ("add", OutboxProjectDTO(project))
        case let .move(project, state): (kind, self.project, to) = ("move", OutboxProjectDTO(project), state.rawValue)
        case let .edit(project, edit):
            (kind, self.project, title, body) = ("edit", OutboxProjectDTO(project), edit.title, edit.body)
            if let day = edit.deadline { (setsDeadline, deadline) = (true, day?.description) }
        case let .delete(project): (kind, self.project) = ("delete", OutboxProjectDTO(project))
        case let .undo(change): (kind, self.change) = ("undo", OutboxChangeDTO(change))
        case let .redo(change): (kind, self.change) = ("redo", OutboxChangeDTO(change))
        case let .apply(change): (kind, self.change) = ("apply", OutboxChangeDTO(change))
        }
    }

    func intent() throws(StoredValueError) -> Intent {
        func seen() throws(StoredValueError) -> Project {
            guard let project else { throw StoredValueError("a '\(kind)' intent without its project") }
            return try project.project()
        }
        func recorded() throws(StoredValueError) -> Change {
            guard let change else { throw StoredValueError("a '\(kind)' intent without its change") }
            return try change.change()
        }
        switch kind {
        case "add": return .add(try seen())
        case "move":
            guard let state = to.flatMap(ProjectState.init(rawValue:)) else { throw StoredValueError("a move to an unknown column") }
            return .move(try seen(), to: state)
        case "edit":
            var edit = ProjectEdit(title: title, body: body)
            if setsDeadline == true {
                do { edit.deadline = .some(try deadline.map(CalendarDay.init(parsing:))) } catch { throw StoredValueError("deadline '\(deadline ?? "")' is not a day") }
            }
            return .edit(try seen(), edit)
        case "delete": return .delete(try seen())
        case "undo": return .undo(try recorded())
        case "redo": return .redo(try recorded())
        case "apply": return .apply(try recorded())
        default: throw StoredValueError("unknown intent '\(kind)'")
        }
    }
}

import Domain
import StoreRecords

/// A change as the outbox keeps it: its history action and both images.
struct OutboxChangeDTO: Codable, Equatable {
    var action: StoredHistoryAction
    var before, after: [OutboxProjectDTO]

    init(_ change: Change) {
        action = StoredHistoryAction(change.action)
        (before, after) = (change.before.map(OutboxProjectDTO.init), change.after.map(OutboxProjectDTO.init))
    }

    func change() throws(StoredValueError) -> Change {
        var (old, new) = ([Project](), [Project]())
        for project in before { old.append(try project.project()) }
        for project in after { new.append(try project.project()) }
        return Change(action: try action.action(), before: old, after: new)
    }
}

import Domain
import FastCoding
import StoreRecords

/// A ``Domain/Change`` as stored under `changes/SEQ/`: split into chunks when it is larger than one
/// etcd request may carry (an import of thousands of projects).
struct ChangeRecord: Codable {
    var action: StoredHistoryAction
    var before: [ProjectRecord]
    var after: [ProjectRecord]

    init(_ change: Change) {
        action = StoredHistoryAction(change.action)
        before = change.before.map(ProjectRecord.init)
        after = change.after.map(ProjectRecord.init)
    }

    /// The change, or why this record is not one.
    func change() throws(StoredValueError) -> Change {
        var before: [Project] = [], after: [Project] = []
        for record in self.before { before.append(try record.project()) }
        for record in self.after { after.append(try record.project()) }
        return Change(action: try action.action(), before: before, after: after)
    }
}

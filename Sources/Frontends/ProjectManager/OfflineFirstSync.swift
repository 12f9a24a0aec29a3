import App
import Domain
import OfflineFirstStore
import Presentation

/// The offline-first store's sync, as App's ``App/SharedBoardSync`` port shows it to every frontend.
struct OfflineFirstSync: SharedBoardSync {
    let repository: OfflineFirstRepository

    var status: SharedBoardStatus? { repository.status.map(Self.status) }

    func sync() async throws -> SharedBoardStatus { Self.status(try await repository.sync()) }

    func conflicts() throws -> [SharedBoardConflict] {
        try repository.conflicts().map { conflict in
            let entry = conflict.entry
            let kind: HistoryEntry.Kind = switch entry.intent {
            case .undo: .undo
            case .redo: .redo
            default: .change
            }
            return SharedBoardConflict(id: entry.id, author: entry.author, date: entry.date, action: entry.intent.action, kind: kind,
                                       reason: Self.reason(conflict.reason))
        }
    }

    func settle(_ id: String, apply: Bool) async throws { try await repository.settle(id, apply: apply) }

    static func status(_ status: OfflineFirstStatus) -> SharedBoardStatus {
        SharedBoardStatus(waiting: status.waiting, conflicts: status.conflicts, offline: status.offline, savedHere: status.savedHere, sent: status.sent)
    }

    static func reason(_ conflict: IntentConflict) -> SharedBoardConflict.Reason {
        switch conflict {
        case .projectGone: .projectGone
        case .projectExists: .projectExists
        case .movedMeanwhile: .movedMeanwhile
        case .notNewest: .notNewest
        case .changedSince: .changedSince
        }
    }
}

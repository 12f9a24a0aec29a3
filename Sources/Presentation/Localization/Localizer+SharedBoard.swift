import Domain

// What a shared board says about where it stands: the line after a command, a board's title, a conflict.
extension Localizer {
    /// The line a command prints after it, or `nil` when there is nothing to say.
    public func notice(for status: SharedBoardStatus) -> String? {
        let waiting = changes(status.waiting)
        let conflicts = status.conflicts == 0 ? "" : text(
            "; \(changes(status.conflicts)) could not apply: see 'project-manager conflicts'",
            "; 변경 \(status.conflicts)개는 적용할 수 없었습니다. 'project-manager conflicts'를 보세요")
        let reason = status.offline.map { message(for: $0) } ?? ""
        if status.savedHere {
            return text("saved on this machine, \(reason); \(waiting) waiting to reach the team\(conflicts)",
                        "이 컴퓨터에 저장했습니다. \(reason). 팀에 보낼 변경 \(status.waiting)개가 기다립니다\(conflicts)")
        }
        if status.offline != nil, status.waiting > 0 {
            return text("\(reason): showing this machine's board, \(waiting) waiting to reach the team\(conflicts)",
                        "\(reason): 이 컴퓨터의 보드를 보여 줍니다. 팀에 보낼 변경 \(status.waiting)개가 기다립니다\(conflicts)")
        }
        if status.sent > 0 {
            return text("sent \(changes(status.sent)) made offline to the team\(conflicts)",
                        "오프라인에서 만든 변경 \(status.sent)개를 팀에 보냈습니다\(conflicts)")
        }
        return status.conflicts > 0 ? text("\(changes(status.conflicts)) could not apply: see 'project-manager conflicts'",
                                           "변경 \(status.conflicts)개는 적용할 수 없었습니다. 'project-manager conflicts'를 보세요") : nil
    }

    /// What a board says of where it stands.
    public func title(for state: SharedBoardState) -> String {
        switch state {
        case .online: text("Online", "온라인")
        case let .offline(waiting): text("Offline: \(changes(waiting)) waiting", "오프라인: 변경 \(waiting)개 대기 중")
        case let .syncing(waiting): text("Syncing: \(changes(waiting)) to send", "동기화 중: 보낼 변경 \(waiting)개")
        case let .conflicts(count): text("\(changes(count)) to settle", "정리할 변경 \(count)개")
        }
    }

    /// A conflict as `conflicts` lists it: `Moved 'X' from TODO to DONE. (alice, …): it was moved meanwhile`.
    public func conflictLine(_ conflict: SharedBoardConflict) -> String {
        let line = historyLine(HistoryEntry(action: conflict.action, kind: conflict.kind, author: conflict.author, date: conflict.date))
        let why = switch conflict.reason {
        case .projectGone: text("its project was deleted meanwhile", "그사이에 프로젝트가 삭제되었습니다")
        case .projectExists: text("a project with its id is on the board already", "같은 ID의 프로젝트가 이미 보드에 있습니다")
        case .movedMeanwhile: text("its project was moved meanwhile", "그사이에 프로젝트가 옮겨졌습니다")
        case .notNewest: text("it is no longer your newest change on the board", "보드에서 더 이상 가장 최근 변경이 아닙니다")
        case .changedSince: text("its projects were changed since", "그사이에 프로젝트가 바뀌었습니다")
        }
        return text("\(line) (\(conflict.author)): \(why)", "\(line) (\(conflict.author)): \(why)")
    }

    /// The command that sends the waiting changes now.
    public var syncCommand: String { text("Sync now", "지금 동기화") }
    /// The heading of the list of conflicts, and the command that opens it.
    public var conflictsHeading: String { text("Changes to settle", "정리할 변경") }
    /// What the list of conflicts says when it is empty.
    public var noConflictsText: String { text("Nothing to settle.", "정리할 변경이 없습니다.") }
    /// Settling a conflict: apply the change anyway, or let it go.
    public func settleCommand(apply: Bool) -> String { apply ? text("Apply anyway", "그래도 적용") : text("Let go", "버리기") }

    /// `1 change`, `3 changes`.
    private func changes(_ count: Int) -> String {
        text(count == 1 ? "1 change" : "\(count) changes", "변경 \(count)개")
    }
}

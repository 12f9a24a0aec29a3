import App
import Presentation

/// The sentences of `sync` and `conflicts`, in the run's language.
extension CLIStrings {
    func synced(_ status: SharedBoardStatus) -> String {
        let conflicts = status.conflicts == 0 ? "" : text("; \(status.conflicts) to settle (project-manager conflicts)",
                                                          "; 정리할 변경 \(status.conflicts)개(project-manager conflicts)")
        return text("Sent \(status.sent) \(status.sent == 1 ? "change" : "changes") to the team; \(status.waiting) waiting\(conflicts).",
                    "팀에 변경 \(status.sent)개를 보냈습니다. 대기 중 \(status.waiting)개\(conflicts).")
    }

    func changesKeepWaiting(_ count: Int) -> String {
        text("\(count) \(count == 1 ? "change keeps" : "changes keep") waiting on this machine; run sync again once a member answers",
             "변경 \(count)개는 이 컴퓨터에서 계속 기다립니다. 멤버가 응답하면 sync를 다시 실행하세요")
    }

    var noConflicts: String { text("No conflicts: every change saved offline reached the team.", "충돌이 없습니다. 오프라인에서 저장한 변경이 모두 팀에 닿았습니다.") }

    func noConflict(_ number: Int, of count: Int) -> String {
        text("There is no conflict \(number): the list has \(count).", "충돌 \(number)번은 없습니다. 목록에는 \(count)개가 있습니다.")
    }

    func settled(_ line: String, applied: Bool) -> String {
        applied ? text("Applied anyway: \(line)", "그대로 적용했습니다: \(line)") : text("Let go: \(line)", "버렸습니다: \(line)")
    }

    var onlySharedBoardsSync: String {
        text("sync and conflicts are for a board shared on a cluster (--store etcd://…)", "sync와 conflicts는 클러스터에 공유된 보드(--store etcd://…)에서 씁니다")
    }
}

import App
import Presentation

/// The sentences of `repair`, in the run's language.
extension CLIStrings {
    func nothingToRepair(_ directory: String) -> String {
        text("The store is healthy: nothing to repair (\(directory)).", "저장소가 온전합니다. 복구할 것이 없습니다(\(directory)).")
    }

    func recovered(_ report: StoreRepairReport, dryRun: Bool) -> String {
        let (projects, found) = (grouped(report.projectsRecovered), grouped(report.projectsFound))
        let (history, historyFound) = (grouped(report.historyRecovered), grouped(report.historyFound))
        if report.snapshotMissing {
            // How many projects the lost snapshot held cannot be told: no "of".
            return dryRun
                ? text("Can recover \(projects) projects; the snapshot is missing, so the projects not changed since it was written cannot be recovered.",
                       "프로젝트 \(projects)개를 살릴 수 있습니다. 스냅숏이 없어, 그 뒤로 바뀌지 않은 프로젝트는 살릴 수 없습니다.")
                : text("Recovered \(projects) projects; the snapshot is missing, so the projects not changed since it was written cannot be recovered.",
                       "프로젝트 \(projects)개를 살렸습니다. 스냅숏이 없어, 그 뒤로 바뀌지 않은 프로젝트는 살릴 수 없습니다.")
        }
        return dryRun
            ? text("Can recover \(projects) of \(found) projects and \(history) of \(historyFound) history lines.",
                   "프로젝트 \(found)개 중 \(projects)개, 히스토리 \(historyFound)줄 중 \(history)줄을 살릴 수 있습니다.")
            : text("Recovered \(projects) of \(found) projects and \(history) of \(historyFound) history lines.",
                   "프로젝트 \(found)개 중 \(projects)개, 히스토리 \(historyFound)줄 중 \(history)줄을 살렸습니다.")
    }

    func unreadableHeading(_ count: Int) -> String {
        text("\(grouped(count)) \(count == 1 ? "line" : "lines") could not be read:", "읽을 수 없는 줄 \(grouped(count))개:")
    }

    /// `snapshot.json line 1,234 (byte 5,678,901), a project: id 3f2a1b2c, title 'Quarterly report' (why)`
    func describe(_ record: DamagedRecord) -> String {
        let place = record.line > 0
            ? text("\(record.file) line \(grouped(record.line)) (byte \(grouped(record.offset)))",
                   "\(record.file) \(grouped(record.line))번째 줄(바이트 \(grouped(record.offset)))")
            : text("\(record.file) byte \(grouped(record.offset))", "\(record.file) 바이트 \(grouped(record.offset))")
        var legible: [String] = []
        if let id = record.id { legible.append(text("id \(id.prefix(8))", "ID \(id.prefix(8))")) }
        if let title = record.title { legible.append(text("title '\(title)'", "제목 '\(title)'")) }
        if let author = record.author { legible.append(text("by \(author)", "작성자 \(author)")) }
        let what = legible.isEmpty ? "" : ": " + legible.joined(separator: ", ")
        return "\(place), \(kind(record.kind))\(what) (\(record.reason))"
    }

    private func kind(_ kind: DamagedRecord.Kind) -> String {
        switch kind {
        case .header: text("its header", "머리글")
        case .project: text("a project", "프로젝트")
        case .history: text("a history line", "히스토리 줄")
        case .step(redo: false): text("an undo step", "되돌리기 단계")
        case .step(redo: true): text("a redo step", "다시 실행 단계")
        case .author: text("whose undo steps lie where", "되돌리기 단계의 주인")
        case .change: text("a change", "변경")
        case .missing: text("missing", "빠진 부분")
        }
    }

    func andMore(_ count: Int) -> String { text("… and \(grouped(count)) more", "… 외 \(grouped(count))개") }

    func dropped(_ steps: StoreRepairReport.DroppedSteps) -> String {
        let whose = steps.author ?? text("someone", "누군가")
        var parts: [String] = []
        if steps.undo > 0 { parts.append(text("\(grouped(steps.undo)) undo \(steps.undo == 1 ? "step" : "steps")", "되돌리기 \(grouped(steps.undo))개")) }
        if steps.redo > 0 { parts.append(text("\(grouped(steps.redo)) redo \(steps.redo == 1 ? "step" : "steps")", "다시 실행 \(grouped(steps.redo))개")) }
        let counts = text("\(parts.joined(separator: " and ")) of \(whose)", "\(whose)의 \(parts.joined(separator: "와 "))")
        let why = switch steps.reason {
        case .belowDamagedStep: text("they lay below a step that could not be read", "읽을 수 없는 단계 아래에 있었습니다")
        case .changeUnreadable: text("a change of theirs could not be read", "그 사람의 변경을 읽을 수 없었습니다")
        case .ownerUnreadable: text("whose they are could not be read", "누구의 것인지 읽을 수 없었습니다")
        }
        return text("Dropped \(counts), which cannot be trusted: \(why).", "믿을 수 없는 \(counts)를 버립니다: \(why).")
    }

    func keptAside(_ name: String) -> String {
        name.contains(".damaged-")
            ? text("The damaged file is kept as \(name).", "손상된 파일은 \(name)(으)로 남겨 두었습니다.")
            : text("The file it replaced is kept as \(name).", "바꾼 파일은 \(name)(으)로 남겨 두었습니다.")
    }

    func repaired(_ directory: String) -> String { text("Repaired the store in \(directory).", "\(directory)의 저장소를 복구했습니다.") }
    var nothingWritten: String { text("Nothing was written (--dry-run).", "아무것도 쓰지 않았습니다(--dry-run).") }
    var damagedAndLeft: String { text("the store is damaged and was left as it is", "저장소가 손상되었고 그대로 두었습니다") }
    var runRepair: String { text("run 'project-manager repair' to repair it", "복구하려면 'project-manager repair'를 실행하세요") }
    var repairLeavesNewerStore: String {
        text("repair leaves it as it is: use the release that wrote it", "repair는 이 저장소를 그대로 둡니다. 이 저장소를 쓴 새 버전을 쓰세요")
    }

    func repairMendsFileStores(_ address: String) -> String {
        text("repair mends a store of files; \(address) is a shared store", "repair는 파일 저장소를 고칩니다. \(address)은(는) 공유 저장소입니다")
    }

    var repairOfSharedStore: String {
        text("a shared store is restored with its server's own tools (etcdctl snapshot restore)", "공유 저장소는 서버의 도구(etcdctl snapshot restore)로 복원하세요")
    }

    /// `50400` as `50,400`: both languages group digits in threes with a comma.
    func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return (number < 0 ? "-" : "") + result
    }
}

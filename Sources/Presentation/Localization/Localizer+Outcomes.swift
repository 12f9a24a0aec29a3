import Domain

// What a one-shot command says it did (see ProjectCommands), besides the history line of its change.
extension Localizer {
    /// A move to the column the project is in already: `'X' is already in DOING.`
    public func alreadyIn(_ title: String, _ state: ProjectState) -> String {
        text("'\(title)' is already in \(state.title).", "'\(title)'은(는) 이미 \(state.title)에 있습니다.")
    }

    /// An edit that changed nothing.
    public var nothingChanged: String { text("Nothing changed.", "바뀐 것이 없습니다.") }

    /// What an import did.
    func imported(_ summary: ImportProjects.Summary) -> String {
        text("Imported: \(summary.added) added, \(summary.updated) updated, \(summary.unchanged) unchanged.",
             "가져오기: \(summary.added)개 추가, \(summary.updated)개 갱신, \(summary.unchanged)개 그대로.")
    }

    /// An undo, with the history line it recorded: `Undone. Moved 'X' from DOING to TODO.`
    public func undone(_ line: String) -> String { text("Undone. \(line)", "실행 취소했습니다. \(line)") }

    /// A redo, with the history line it recorded.
    public func redone(_ line: String) -> String { text("Redone. \(line)", "다시 실행했습니다. \(line)") }
}

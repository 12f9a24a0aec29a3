import Domain

extension Localizer {
    /// One sentence saying what went wrong (an alert, a read-only banner, a CLI `error:` line).
    public func message(for error: any Error) -> String {
        switch error {
        case let error as ValidationError: message(for: error)
        case let error as CalendarDayError: message(for: error)
        case let error as ProjectError: message(for: error)
        case let error as StorageError: message(for: error)
        case let error as ImportError: message(for: error)
        default: String(describing: error)
        }
    }

    /// The rule a title or body broke.
    public func message(for error: ValidationError) -> String {
        let titleLimit = ProjectDraft.maximumTitleLength, bodyLimit = ProjectDraft.maximumBodyLength
        return switch error {
        case .titleIsEmpty:
            text("Title is required.", "제목을 입력하세요.")
        case let .titleTooLong(length):
            text("Title is \(length) characters; the limit is \(titleLimit).", "제목이 \(length)자입니다. 최대 \(titleLimit)자까지 쓸 수 있습니다.")
        case .titleHasLineBreak:
            text("Title must be one line.", "제목은 한 줄이어야 합니다.")
        case let .titleHasControlCharacter(scalar):
            text("Title contains the control character \(scalar.codePoint).", "제목에 제어 문자 \(scalar.codePoint)이(가) 있습니다.")
        case let .bodyTooLong(length):
            text("Body is \(length) characters; the limit is \(bodyLimit).", "본문이 \(length)자입니다. 최대 \(bodyLimit)자까지 쓸 수 있습니다.")
        case let .bodyHasControlCharacter(scalar):
            text(
                "Body contains the control character \(scalar.codePoint); only newline and tab are allowed.",
                "본문에 제어 문자 \(scalar.codePoint)이(가) 있습니다. 줄바꿈과 탭만 쓸 수 있습니다."
            )
        }
    }

    /// Why a text is not a deadline.
    public func message(for error: CalendarDayError) -> String {
        switch error {
        case .empty:
            text("Deadline is empty; use YYYY-MM-DD.", "마감일이 비어 있습니다. YYYY-MM-DD 형식으로 입력하세요.")
        case let .malformed(input):
            text("Deadline '\(input)' is not in the form YYYY-MM-DD.", "마감일 '\(input)'이(가) YYYY-MM-DD 형식이 아닙니다.")
        case let .nonexistent(input):
            text("Deadline '\(input)' is not a day on the calendar.", "마감일 '\(input)'은(는) 달력에 없는 날입니다.")
        case let .unrecognized(input):
            text(
                "Deadline '\(input)' is not a day; use YYYY-MM-DD, today, tomorrow, +3d, +2w or a weekday (mon…sun).",
                "마감일 '\(input)'을(를) 알 수 없습니다. YYYY-MM-DD, today(오늘), tomorrow(내일), +3d, +2w, 요일(mon…sun, 월…일) 중 하나로 입력하세요."
            )
        }
    }

    /// Why a request about a project could not be carried out.
    public func message(for error: ProjectError) -> String {
        switch error {
        case let .notFound(reference):
            text("No project '\(reference)'.", "'\(reference)' 프로젝트가 없습니다.")
        case let .ambiguous(prefix, matches):
            text(
                "'\(prefix)' matches \(matches.count) projects: \(ProjectError.distinguished(matches)).",
                "'\(prefix)'에 해당하는 프로젝트가 \(matches.count)개입니다: \(ProjectError.distinguished(matches))."
            )
        case let .invalidReference(input):
            text(
                "'\(input)' is not a project id; use a full id, at least \(ProjectReference.minimumPrefixLength) of its first hex digits, or its last ones after … (or ...).",
                "'\(input)'은(는) 프로젝트 ID가 아닙니다. 전체 ID, 앞의 16진수 \(ProjectReference.minimumPrefixLength)자리 이상, 또는 … (또는 ...) 뒤에 끝자리를 입력하세요."
            )
        case .nothingToUndo:
            text("Nothing to undo.", "되돌릴 작업이 없습니다.")
        case .nothingToRedo:
            text("Nothing to redo.", "다시 실행할 작업이 없습니다.")
        case let .editConflict(title):
            text(
                "'\(title)' was changed elsewhere since you opened it. Nothing was saved: reopen it and edit again.",
                "'\(title)' 프로젝트를 연 뒤에 다른 곳에서 바뀌었습니다. 저장하지 않았습니다. 다시 열어 편집하세요."
            )
        case let .changedSince(_, later?, redo):
            text(
                "Cannot \(redo ? "redo" : "undo"): \(later.author) \(whatTheyDid(later, korean: false)) since. Nothing was changed.",
                "\(redo ? "다시 실행할" : "되돌릴") 수 없습니다. 그 뒤에 \(later.author)이(가) \(whatTheyDid(later, korean: true)) 아무것도 바꾸지 않았습니다."
            )
        case let .changedSince(title, nil, redo):
            text(
                "Cannot \(redo ? "redo" : "undo"): '\(title)' was changed since. Nothing was changed.",
                "'\(title)' 프로젝트가 그 뒤에 바뀌어 \(redo ? "다시 실행할" : "되돌릴") 수 없습니다. 아무것도 바꾸지 않았습니다."
            )
        }
    }

    /// Why the store could not be read or written (also the reason of a read-only board).
    public func message(for error: StorageError) -> String {
        switch error {
        case let .corrupt(file, reason) where file.hasPrefix("/"):
            // A file of a store on this machine: `repair` reads out what is intact (a store on a server
            // names a key, not a path, and is not its to mend).
            text(
                "\(file) is corrupt (\(reason)); it was left untouched. Run 'project-manager repair' to salvage what is intact.",
                "\(file) 파일이 손상되었습니다(\(reason)). 파일은 그대로 두었습니다. 'project-manager repair'로 손상되지 않은 내용을 살릴 수 있습니다."
            )
        case let .corrupt(file, reason):
            text("\(file) is corrupt (\(reason)); it was left untouched.", "\(file) 파일이 손상되었습니다(\(reason)). 파일은 그대로 두었습니다.")
        case let .otherStoreKind(path, opener):
            text(
                "\(path) belongs to another kind of store, left untouched: open its directory with \(opener), or choose another directory.",
                "\(path) 파일은 다른 종류의 저장소에 속해 있어 그대로 두었습니다: 이 디렉터리는 \(opener)(으)로 열거나 다른 디렉터리를 고르세요."
            )
        case let .newerVersion(file, found, supported):
            text(
                "\(file) was written by a newer version of project-manager (format \(found); this one reads up to \(supported)).",
                "\(file) 파일은 더 새로운 project-manager가 만들었습니다(형식 \(found), 이 버전은 \(supported)까지 읽습니다)."
            )
        case let .busy(lockFile):
            text("The store is busy: another project-manager holds \(lockFile).", "저장소를 다른 project-manager가 사용 중입니다: \(lockFile)")
        case let .notReadable(path, reason):
            text("Cannot read \(path): \(reason).", "\(path)을(를) 읽을 수 없습니다: \(reason).")
        case let .notWritable(path, reason):
            text("Cannot write \(path): \(reason).", "\(path)에 쓸 수 없습니다: \(reason).")
        case let .io(path, reason):
            text("Cannot read or write \(path): \(reason).", "\(path)을(를) 읽거나 쓸 수 없습니다: \(reason).")
        case let .offline(reason):
            // No full stop: it also reads as the board's title, `Read-only: offline (…)`.
            text("offline (\(reason))", "오프라인 (\(reason))")
        case let .quorumLost(answering, members, false):
            // No full stop either: `Read-only: the cluster has lost its quorum…`.
            text("the cluster has lost its quorum: \(answering.count) of \(members) members answering (\(answering.joined(separator: ", "))), too few to agree on any change until most are back",
                 "클러스터가 쿼럼을 잃었습니다: 멤버 \(members)개 중 \(answering.count)개만 응답해서(\(answering.joined(separator: ", "))) 과반이 돌아올 때까지 어떤 변경도 합의할 수 없습니다")
        case let .quorumLost(answering, members, true):
            text("the board cannot be read now: the cluster has lost its quorum (\(answering.count) of \(members) members answering: \(answering.joined(separator: ", "))), too few to agree on what the board holds, and this machine has no copy of it to show; try again once most members are back",
                 "지금은 보드를 읽을 수 없습니다: 클러스터가 쿼럼을 잃었습니다(멤버 \(members)개 중 \(answering.count)개만 응답: \(answering.joined(separator: ", "))). 과반이 응답해야 보드에 무엇이 있는지 알 수 있는데 이 컴퓨터에는 보여 줄 사본도 없습니다. 과반의 멤버가 돌아온 뒤에 다시 시도하세요")
        }
    }

    /// Who changed a project since, and how, in the words of their history line, as the middle of a
    /// refusal: `moved 'X' from TODO to DOING`, `undid their change (added 'X')`.
    private func whatTheyDid(_ later: HistoryEntry, korean: Bool) -> String {
        let line = historyLine(later.action)
        return switch (later.kind, korean) {
        case (.change, false): Self.midSentence(line)
        case (.undo, false): "undid their change (\(Self.midSentence(line)))"
        case (.redo, false): "redid their change (\(Self.midSentence(line)))"
        case (.change, true): "바꿨습니다: \(line)"
        case (.undo, true): "자신의 변경을 되돌렸습니다: \(line)"
        case (.redo, true): "자신의 변경을 다시 실행했습니다: \(line)"
        case (.letGo, _): historyLine(later)  // names no project: never the change that came between
        }
    }

    /// An English history line inside a sentence: `Moved 'X' to DONE.` becomes `moved 'X' to DONE`.
    private static func midSentence(_ line: String) -> String {
        line.prefix(1).lowercased() + line.dropFirst().dropLast()
    }
}

import Domain

// Why an import failed, to the item and field.
extension Localizer {
    /// Why a document could not be imported.
    public func message(for error: ImportError) -> String {
        switch error {
        case .empty:
            text("The document is empty.", "문서가 비어 있습니다.")
        case let .notJSON(reason):
            text("The document is not JSON (\(reason)).", "문서가 JSON이 아닙니다(\(reason)).")
        case .unknownFormat:
            text("The document is neither a project-manager export nor a Taskwarrior 'task export'.",
                 "문서가 project-manager에서 내보낸 파일도, Taskwarrior의 'task export'도 아닙니다.")
        case let .newerVersion(found, supported):
            text("The document was written by a newer version of project-manager (format \(found); this one reads up to \(supported)).",
                 "문서는 더 새로운 project-manager가 만들었습니다(형식 \(found), 이 버전은 \(supported)까지 읽습니다).")
        case let .invalidDocument(problem):
            text("The document is not a valid project-manager export: \(message(for: problem)).",
                 "문서가 올바른 project-manager 내보내기 파일이 아닙니다: \(message(for: problem)).")
        case let .invalidItem(index, problem):
            text("Item \(index) of the document: \(message(for: problem)).", "문서의 \(index)번째 항목: \(message(for: problem)).")
        }
    }

    /// What is wrong with one item of an import, as the end of a sentence (no capital, no full stop).
    public func message(for problem: ImportProblem) -> String {
        func kind(_ kind: ImportProblem.Kind) -> String {
            switch kind {
            case .string: text("a string", "문자열")
            case .wholeNumber: text("a whole number", "정수")
            case .array: text("an array", "배열")
            case .object: text("an object", "객체")
            }
        }
        func sentence(_ message: String) -> String {  // the Domain's sentences, without their full stop
            message.hasSuffix(".") ? String(message.dropLast()) : message
        }
        return switch problem {
        case let .missing(field): text("missing \(field)", "\(field)이(가) 없습니다")
        case let .wrongType(field, expected):
            text("\(field ?? "the item") is not \(kind(expected))", "\(field ?? "항목")이(가) \(kind(expected))이(가) 아닙니다")
        case let .notAnID(field, value): text("\(field) '\(value)' is not a UUID", "\(field) '\(value)'은(는) UUID가 아닙니다")
        case let .notATimestamp(field, value):
            text("\(field) '\(value)' is not a date and time", "\(field) '\(value)'은(는) 날짜와 시각이 아닙니다")
        case let .outOfRange(field, value):
            text("\(field) '\(value)' is outside the years 1 to 9999", "\(field) '\(value)'은(는) 1년에서 9999년 사이가 아닙니다")
        case let .unknownState(value):
            text("state '\(value)' is not todo, doing or done", "state '\(value)'은(는) todo, doing, done 중 하나가 아닙니다")
        case let .unknownStatus(value):
            text("status '\(value)' is not pending, waiting, completed, deleted or recurring",
                 "status '\(value)'은(는) pending, waiting, completed, deleted, recurring 중 하나가 아닙니다")
        case let .unknownVersion(version): text("unknown version \(version)", "알 수 없는 버전 \(version)")
        case let .deadline(error): sentence(message(for: error))
        case let .rule(error): sentence(message(for: error))
        case let .other(reason): reason
        }
    }
}

import FastCoding
import Presentation

/// One new output of a tab's view models, as the page receives it (an `output` event of the browser's
/// stream, `{"tab":"…","kind":"board","board":{…}}`).
///
/// Each screen's output replaces what the page shows of that screen, until ``closed(_:)`` closes it. The page draws
/// these and nothing else: every text, label, count, message and flag comes from a view model.
enum TabOutput: Sendable, Equatable {
    /// The board: columns, counts, rows, undo/redo availability, the read-only banner, the selection.
    case board(BoardDocument)
    /// What changed on the board since the last ``board(_:)`` or ``boardPatch(_:)``.
    case boardPatch(BoardPatch)
    /// The detail sheet (create, view or edit).
    case detail(DetailContent)
    /// The move menu of one project.
    case moveMenu(title: String, options: [MoveOption])
    /// The history list.
    case history(heading: String, emptyText: String, lines: [HistoryLine])
    /// The question before deleting a project.
    case confirmation(question: String, confirmLabel: String, cancelLabel: String)
    /// A screen closed: `detail`, `moveMenu`, `history` or `confirmation`.
    case closed(String)
    /// What went wrong with an input, once.
    case alert(Alert)
    /// What a screen reader says of what just happened on the board (`Moved 'X' to DOING.`), once.
    case announcement(String)
    /// Where a shared board stands and its changes to settle.
    case sharedBoard(SharedBoardBanner)

    /// The event's JSON: the tab it is for, and the output.
    func json(tab: String) -> String {
        var json = JSONWriter()
        json.object { json in
            json.member("tab", tab)
            switch self {
            case let .board(board):
                json.member("kind", "board")
                json.key("board")
                board.write(to: &json)
            case let .boardPatch(patch):
                json.member("kind", "boardPatch")
                json.key("patch")
                patch.write(to: &json)
            case let .detail(content):
                json.member("kind", "detail")
                json.key("detail")
                Self.write(content, to: &json)
            case let .moveMenu(title, options):
                json.member("kind", "moveMenu")
                json.member("title", title)
                json.key("options")
                json.array(options) { json, option in
                    json.object { json in
                        json.member("state", option.state.rawValue)
                        json.member("label", option.label)
                    }
                }
            case let .history(heading, emptyText, lines):
                json.member("kind", "history")
                json.member("heading", heading)
                json.member("emptyText", emptyText)
                json.key("lines")
                json.array(lines) { json, line in
                    json.object { json in
                        json.member("text", line.text)
                        json.member("timestamp", line.timestamp)
                    }
                }
            case let .confirmation(question, confirmLabel, cancelLabel):
                json.member("kind", "confirmation")
                json.member("question", question)
                json.member("confirmLabel", confirmLabel)
                json.member("cancelLabel", cancelLabel)
            case let .closed(screen):
                json.member("kind", "closed")
                json.member("screen", screen)
            case let .announcement(text):
                json.member("kind", "announcement")
                json.member("text", text)
            case let .sharedBoard(banner):
                json.member("kind", "sharedBoard")
                json.key("sharedBoard")
                banner.write(to: &json)
            case let .alert(alert):
                json.member("kind", "alert")
                json.member("title", alert.title)
                json.member("message", alert.message)
            }
        }
        return json.text
    }

    private static func write(_ content: DetailContent, to json: inout JSONWriter) {
        json.object { json in
            json.member("heading", content.heading)
            json.member("editable", content.isEditable)
            json.member("title", content.title)
            json.member("body", content.body)
            json.member("deadline", content.deadline)
            json.member("deadlineDay", content.deadlineDayText)
            json.member("counter", content.bodyCounter)
            json.member("tooLong", content.isBodyTooLong)
            json.key("messages")
            json.array(content.validationMessages) { json, message in json.string(message) }
            for (key, button) in [("leading", content.leadingButton), ("trailing", content.trailingButton)] {
                json.key(key)
                json.object { json in
                    json.member("role", "\(button.role)")
                    json.member("label", button.label)
                }
            }
        }
    }
}

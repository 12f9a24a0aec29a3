import Presentation
import TerminalKit

/// The detail sheet as the screen shows it: the view model's latest content, the field being typed in,
/// and each field's text with its cursor.
struct DetailSheetState: Equatable {
    /// What ``DetailViewModel`` published last.
    private(set) var content: DetailContent
    /// Where typing goes (only matters while the sheet is editable).
    var field: DetailField = .title
    /// The title being edited, with its cursor.
    private(set) var title: TextField
    /// The deadline being edited, with its cursor.
    private(set) var deadline: TextField
    /// The body being edited, with its cursor; Enter and pastes start new lines in it.
    private(set) var body: TextField

    /// A sheet showing `content`, each cursor at the end of its field.
    init(content: DetailContent) {
        self.content = content
        title = TextField(content.title)
        deadline = TextField(content.deadline)
        body = TextField(content.body, isMultiline: true)
    }

    /// Takes the view model's newest content. A field whose text the view model changed (a stepped
    /// deadline, a sheet unlocked for editing) starts over with its cursor at the end; one that says
    /// what was typed keeps its cursor.
    mutating func update(_ content: DetailContent) {
        self.content = content
        if title.text != content.title { title = TextField(content.title) }
        if deadline.text != content.deadline { deadline = TextField(content.deadline) }
        if body.text != content.body { body = TextField(content.body, isMultiline: true) }
    }

    /// The focused field's editor.
    var editor: TextField {
        get {
            switch field {
            case .title: title
            case .deadline: deadline
            case .body: body
            }
        }
        set {
            switch field {
            case .title: title = newValue
            case .deadline: deadline = newValue
            case .body: body = newValue
            }
        }
    }
}

import Foundation
import Presentation

/// The board as the page receives it in each `board` event: the view model's ``BoardContent`` with every
/// text final, as JSON. The page only puts these texts into elements (`textContent`); it decides nothing.
struct BoardDocument: Encodable, Sendable, Equatable {
    /// One column: `TODO`, `DOING` or `DONE`, its count and its rows in board order.
    struct Column: Encodable, Sendable, Equatable {
        let title: String
        let count: Int
        let rows: [Row]
    }

    /// One row: the title on one line, up to three body lines, the deadline text and whether it is overdue.
    struct Row: Encodable, Sendable, Equatable {
        let id: String
        let title: String
        let bodyPreview: [String]
        let deadline: String?
        let overdue: Bool
    }

    let columns: [Column]
    let canUndo: Bool
    let canRedo: Bool
    let readOnlyReason: String?

    init(columns: [Column], canUndo: Bool, canRedo: Bool, readOnlyReason: String?) {
        self.columns = columns
        self.canUndo = canUndo
        self.canRedo = canRedo
        self.readOnlyReason = readOnlyReason
    }

    init(_ content: BoardContent) {
        self.init(
            columns: content.columns.map { column in
                Column(title: column.title, count: column.count, rows: column.rows.map { row in
                    Row(id: row.id.description, title: row.title, bodyPreview: row.bodyPreview,
                        deadline: row.deadlineText, overdue: row.isOverdue)
                })
            },
            canUndo: content.canUndo, canRedo: content.canRedo, readOnlyReason: content.readOnlyReason)
    }

    /// The document as one line of JSON (so it is one `data:` line of an event).
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}

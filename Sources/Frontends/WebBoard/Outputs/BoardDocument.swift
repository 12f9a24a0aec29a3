import FastCoding
import Presentation

/// The board as the page receives it: the view model's ``BoardContent`` with every text final. The page
/// only puts these texts into elements (`textContent`); it decides nothing.
struct BoardDocument: Sendable, Equatable {
    /// One column: `TODO`, `DOING` or `DONE`, its count (and as shown: `3`, or `3 of 120` while a filter
    /// is set) and its rows in board order.
    struct Column: Sendable, Equatable {
        let state: String
        let title: String
        let count: Int
        let countText: String
        let rows: [Row]

        init(state: String, title: String, count: Int, countText: String? = nil, rows: [Row]) {
            (self.state, self.title, self.count, self.countText, self.rows) = (state, title, count, countText ?? String(count), rows)
        }
    }

    /// One row: the title on one line, up to three body lines, the deadline text and whether it is overdue;
    /// and the whole body when the preview is cut (`nil` otherwise), so that the page, narrowing the rows
    /// it holds ahead of the filter's answer, sees all the text the filter looks at.
    struct Row: Sendable, Equatable {
        let id: String
        let title: String
        let bodyPreview: [String]
        let deadline: String?
        let overdue: Bool
        let body: String?

        init(id: String, title: String, bodyPreview: [String], deadline: String?, overdue: Bool, body: String? = nil) {
            (self.id, self.title, self.bodyPreview, self.deadline, self.overdue, self.body) = (id, title, bodyPreview, deadline, overdue, body)
        }

        init(_ row: ProjectRow) {
            let preview = row.bodyPreview
            self.init(id: row.id.description, title: row.title, bodyPreview: preview, deadline: row.deadlineText, overdue: row.isOverdue,
                      body: preview.count < ProjectRow.bodyPreviewLineLimit || !(preview.last?.hasSuffix("…") ?? false) ? nil : row.project.body)
        }

        /// Writes the row as a JSON object.
        func write(to json: inout JSONWriter) {
            json.object { json in
                if let body { json.member("body", body) }
                json.key("bodyPreview")
                json.array(bodyPreview) { json, line in json.string(line) }
                json.member("deadline", deadline)
                json.member("id", id)
                json.member("overdue", overdue)
                json.member("title", title)
            }
        }
    }

    let columns: [Column]
    let canUndo: Bool
    let canRedo: Bool
    /// The read-only banner (`Read-only: …`), or `nil` when the store can be written.
    let readOnlyBanner: String?
    let selectedID: String?
    /// The text the board is narrowed to (empty: every project shows).
    let filter: String

    init(columns: [Column], canUndo: Bool, canRedo: Bool, readOnlyBanner: String?, selectedID: String? = nil, filter: String = "") {
        self.columns = columns
        self.canUndo = canUndo
        self.canRedo = canRedo
        self.readOnlyBanner = readOnlyBanner
        self.selectedID = selectedID
        self.filter = filter
    }

    init(_ content: BoardContent, localizer: Localizer) {
        self.init(
            columns: content.columns.map { column in
                Column(state: column.state.rawValue, title: column.title, count: column.count,
                       countText: Self.countText(of: column, in: content, localizer: localizer), rows: column.rows.map(Row.init))
            },
            canUndo: content.canUndo, canRedo: content.canRedo,
            readOnlyBanner: content.readOnlyReason.map { localizer.readOnlyBanner(reason: $0) },
            selectedID: content.selectedID?.description, filter: content.filter)
    }

    /// Writes the document as a JSON object.
    func write(to json: inout JSONWriter) {
        Self.write(canUndo: canUndo, canRedo: canRedo, readOnlyBanner: readOnlyBanner, selectedID: selectedID, filter: filter,
                   columns: columns, to: &json) { json, column in
            json.member("count", column.count)
            json.member("countText", column.countText)
            json.key("rows")
            json.array(column.rows) { json, row in row.write(to: &json) }
            json.member("state", column.state)
            json.member("title", column.title)
        }
    }

    /// Writes a board's object (a whole one or a ``BoardPatch``): its flags, and each column's members
    /// through `column`, keys sorted.
    static func write<Column>(canUndo: Bool, canRedo: Bool, readOnlyBanner: String?, selectedID: String?, filter: String,
                              columns: [Column], to json: inout JSONWriter, column: (inout JSONWriter, Column) -> Void) {
        json.object { json in
            json.member("canRedo", canRedo)
            json.member("canUndo", canUndo)
            json.key("columns")
            json.array(columns) { json, item in json.object { json in column(&json, item) } }
            json.member("filter", filter)
            json.member("readOnlyBanner", readOnlyBanner)
            json.member("selectedID", selectedID)
        }
    }

    /// A column's count as shown: `3`, or `3 of 120` while a filter (not spaces alone) narrows the board.
    static func countText(of column: BoardColumn, in content: BoardContent, localizer: Localizer) -> String {
        localizer.count(of: column, filtered: content.filter.contains { !$0.isWhitespace })
    }

    /// The document alone, as one line of JSON.
    var json: String {
        var writer = JSONWriter(capacity: 64 + columns.reduce(0) { $0 + $1.rows.count * 120 })
        write(to: &writer)
        return writer.text
    }
}

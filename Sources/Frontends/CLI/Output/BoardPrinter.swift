import FastCoding
import Presentation
import TerminalKit

/// `project-manager board`: the three columns side by side, each headed by its name and count.
struct BoardPrinter {
    let strings: CLIStrings
    let policy: ColorPolicy
    /// The width to fill, in terminal columns.
    let width: Int

    private let gap = 3

    /// Writes the board to `console`, one line per row of cards, handed over in pieces
    /// (``Console/handOver()``).
    ///
    /// Each output line is assembled in the output buffer itself, each column writing its next line
    /// where it goes: no column is laid out in a buffer of its own first, so a 10,000-card board
    /// touches the memory of its output and little more.
    func print(_ content: BoardContent, to console: Console) {
        let columnWidth = max(20, (width - 2 * gap) / 3)
        // A body previews as lines exactly when it is not empty. The rows are read in place (iterating
        // an array copies each element).
        var hasBodies = false
        var ids: [ProjectID] = []
        ids.reserveCapacity(content.columns.reduce(0) { $0 + $1.rows.count })
        for column in content.columns {
            column.rows.withUnsafeBufferPointer { rows in
                for index in rows.indices {
                    ids.append(rows[index].id)
                    hasBodies = hasBodies || !rows[index].project.body.isEmpty
                }
            }
        }
        let cards = BoardCardLines(
            width: columnWidth, policy: policy, hasBodies: hasBodies, longerIDs: ProjectID.handles(among: ids),
            overdueMark: policy.allowsColor ? " (\(strings.overdueMark))" : " ! (\(strings.overdueMark))")
        var columns = content.columns.map { BoardColumnLines(column: $0, cards: cards) }
        console.write { $0.reserveCapacity($0.count + Console.flushSize + 3 * (columnWidth + gap) * 8) }
        while columns.contains(where: { !$0.isFinished }) {
            console.write { bytes in
                let start = bytes.count
                var textEnd = start
                for number in columns.indices {
                    if number > 0 { BoardCardLines.appendSpaces(gap, to: &bytes) }
                    if let end = columns[number].appendNextLine(to: &bytes) { textEnd = end }
                }
                // A line ends where its last drawn text ends: trailing blanks are left out.
                bytes.removeLast(bytes.count - textEnd)
                bytes.append(UInt8(ascii: "\n"))
            }
            console.handOver()
        }
        if content.columns.allSatisfy(\.rows.isEmpty) {
            console.print()
            console.print(strings.emptyBoard)
        }
    }
}

/// One column of the board as a sequence of lines, each written on demand, exactly the column's width:
/// its heading and rule, then each card's lines (a blank line before it when cards have bodies, its
/// title, its body's preview, its deadline), with nothing laid out ahead.
private struct BoardColumnLines {
    private let column: BoardColumn
    private let cards: BoardCardLines
    /// How many lines of the heading are written (it has two).
    private var headingLines = 0
    /// The card being written, and which of its lines comes next (0: the blank line before it,
    /// 1: the title, then the preview's lines, then the deadline).
    private var row = 0
    private var step = 0
    private var preview: [String] = []

    init(column: BoardColumn, cards: BoardCardLines) {
        self.column = column
        self.cards = cards
        settle()
    }

    /// Whether every line is written.
    var isFinished: Bool { headingLines == 2 && row == column.rows.count }

    /// Appends the next line (spaces once the column has no more), and returns where its text ends in
    /// `output`, before any trailing blanks; `nil` when the line shows only blanks.
    ///
    /// The rows are read through a buffer pointer: a row taken from the array by subscript is a copy,
    /// which retains and releases each of its strings, on every line of every card.
    mutating func appendNextLine(to output: inout [UInt8]) -> Int? {
        if headingLines < 2 {
            headingLines += 1
            return cards.appendHeading(headingLines - 1, of: column, to: &output)
        }
        guard row < column.rows.count else { return cards.appendBlank(to: &output) }
        let (row, step, cards) = (self.row, self.step, self.cards)
        var preview = self.preview
        let textEnd = column.rows.withUnsafeBufferPointer { rows -> Int? in
            switch step {
            case 0:
                return cards.appendBlank(to: &output)
            case 1:
                // A body previews as lines exactly when it is not empty.
                preview = rows[row].project.body.isEmpty ? [] : rows[row].bodyPreview
                return cards.appendTitle(id: rows[row].id, title: rows[row].title, to: &output)
            case let line where line - 2 < preview.count:
                return cards.appendPreview(preview[line - 2], to: &output)
            default:
                return rows[row].deadlineText.flatMap { cards.appendDeadline($0, overdue: rows[row].isOverdue, to: &output) }
            }
        }
        self.preview = preview
        self.step += 1
        settle()
        return textEnd
    }

    /// Moves on to the next line the column has, past the lines a card does not have, so that
    /// ``isFinished`` holds as soon as the last line is written.
    private mutating func settle() {
        let (cards, preview) = (self.cards, self.preview)
        var (row, step) = (self.row, self.step)
        column.rows.withUnsafeBufferPointer { rows in
            while row < rows.count {
                switch step {
                // A blank line between cards keeps a body line from reading as the next card's.
                case 0 where row > 0 && cards.hasBodies, 1: return
                case let line where line >= 2 && line - 2 < preview.count: return
                case let line where line >= 2 && line - 2 == preview.count && rows[row].deadlineText != nil: return
                case 0: step = 1
                default: (row, step) = (row + 1, 0)
                }
            }
        }
        (self.row, self.step) = (row, step)
    }
}

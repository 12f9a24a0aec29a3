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
        // A body previews as lines exactly when it is not empty.
        let hasBodies = content.columns.contains { $0.rows.contains { !$0.project.body.isEmpty } }
        var ids: [ProjectID] = []
        ids.reserveCapacity(content.columns.reduce(0) { $0 + $1.rows.count })
        for column in content.columns { for row in column.rows { ids.append(row.id) } }
        let cards = BoardCardLines(
            width: columnWidth, policy: policy, hasBodies: hasBodies, longerIDs: ProjectID.handles(among: ids),
            overdueMark: policy.allowsColor ? " (\(strings.overdueMark))" : " ! (\(strings.overdueMark))")
        var columns = content.columns.map { BoardColumnLines(column: $0, cards: cards) }
        let space = UInt8(ascii: " ")
        console.write { $0.reserveCapacity($0.count + Console.flushSize + 3 * (columnWidth + gap) * 8) }
        while columns.contains(where: { !$0.isFinished }) {
            console.write { bytes in
                let start = bytes.count
                var textEnd = start
                for number in columns.indices {
                    if number > 0 { bytes.append(contentsOf: repeatElement(space, count: gap)) }
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
/// its heading and rule, then each card's lines (see ``BoardCardLines``).
private struct BoardColumnLines {
    private let rows: [ProjectRow]
    private let cards: BoardCardLines
    /// The lines laid out and not yet written: the heading's, then one card's at a time.
    private var pending: [BoardCardLines.Line]
    private var nextLine = 0
    private var nextRow = 0

    init(column: BoardColumn, cards: BoardCardLines) {
        self.rows = column.rows
        self.cards = cards
        pending = cards.heading(of: column)
    }

    /// Whether every line is written.
    var isFinished: Bool { nextLine == pending.count && nextRow == rows.count }

    /// Appends the next line (spaces once the column has no more), and returns where its text ends in
    /// `output`, before any trailing blanks; `nil` when the line shows only blanks.
    mutating func appendNextLine(to output: inout [UInt8]) -> Int? {
        if nextLine == pending.count, nextRow < rows.count {
            pending.removeAll(keepingCapacity: true)
            cards.lines(of: rows[nextRow], first: nextRow == 0, into: &pending)
            nextLine = 0
            nextRow += 1
        }
        guard nextLine < pending.count else {
            output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: cards.width))
            return nil
        }
        nextLine += 1
        return cards.append(pending[nextLine - 1], to: &output)
    }
}

/// A text being edited with a cursor, the way text fields behave everywhere: arrows, Home/End, Ctrl-A/E,
/// Delete and Backspace anywhere, Ctrl-U/K, word moves, ↑/↓ between lines, pastes.
///
/// It works on user-perceived characters (a Hangul syllable, an emoji with its modifiers, a letter with
/// combining marks is one step of the cursor and one Backspace), and measures columns by display width,
/// so ↑ and ↓ keep the cursor over the same column even across lines of Hangul. It knows nothing of
/// screens: ``rows(width:)`` lays it out for whoever draws it.
///
/// ```swift
/// var field = TextField("Write the report")
/// field.handle(.home)
/// field.handle(.paste("Re"))   // "ReWrite the report", cursor after "Re"
/// ```
public struct TextField: Sendable, Equatable {
    /// One row of the laid-out text and, where the row holds the cursor, its column.
    public struct Row: Sendable, Equatable {
        /// The text of the row (without the line break that may end it).
        public let text: String
        /// The column of the cursor, counted in display width from the row's start, if it is on this row.
        public let cursorColumn: Int?

        /// A row of `text`, with the cursor at `cursorColumn` if it is on it.
        public init(text: String, cursorColumn: Int?) {
            self.text = text
            self.cursorColumn = cursorColumn
        }
    }

    /// The text as user-perceived characters.
    public private(set) var characters: [Character]
    /// Where the cursor is: before `characters[cursor]`, or at the end when it equals the count.
    public private(set) var cursor: Int
    /// Whether Enter and pasted line breaks start new lines (a body) or not (a title).
    public let isMultiline: Bool
    /// The column ↑ and ↓ aim for, kept across a shorter line in between; any other key forgets it.
    private var goalColumn: Int?

    /// A field holding `text` with the cursor at its end.
    public init(_ text: String = "", isMultiline: Bool = false) {
        characters = Array(text)
        cursor = characters.count
        self.isMultiline = isMultiline
    }

    /// The text as a string.
    public var text: String { String(characters) }

    /// Applies an editing key. Returns `false` for a key the field does not take (Tab, Escape, ↑ in a
    /// one-line field…), so the caller can give it another meaning.
    @discardableResult
    public mutating func handle(_ key: Key) -> Bool {
        if key != .up, key != .down { goalColumn = nil }
        switch key {
        case let .character(character): insert([character])
        case let .paste(text): insert(isMultiline ? Array(text) : Array(text.map { $0 == "\n" || $0 == "\t" ? " " : $0 }))
        case .enter where isMultiline: insert(["\n"])
        case .left: cursor = max(cursor - 1, 0)
        case .right: cursor = min(cursor + 1, characters.count)
        case .home, .control("a"): cursor = lineStart(of: cursor)
        case .end, .control("e"): cursor = lineEnd(of: cursor)
        case .wordLeft, .alt("b"): cursor = wordStart(before: cursor)
        case .wordRight, .alt("f"): cursor = wordEnd(after: cursor)
        case .backspace:
            guard cursor > 0 else { return true }
            characters.remove(at: cursor - 1)
            cursor -= 1
        case .delete, .control("d"):
            guard cursor < characters.count else { return true }
            characters.remove(at: cursor)
        case .control("u"):
            let start = lineStart(of: cursor)
            characters.removeSubrange(start..<cursor)
            cursor = start
        case .control("k"): characters.removeSubrange(cursor..<lineEnd(of: cursor))
        case .control("w"):
            let start = wordStart(before: cursor)
            characters.removeSubrange(start..<cursor)
            cursor = start
        case .up where isMultiline: moveVertically(up: true)
        case .down where isMultiline: moveVertically(up: false)
        default: return false
        }
        return true
    }

    /// The text broken into rows of at most `width` columns (words kept whole where they fit), each `\n`
    /// starting a new row, with the cursor's column on its row. A one-line field is a single row.
    public func rows(width: Int) -> [Row] {
        let width = max(width, 1)
        var rows: [Row] = []
        var start = 0
        while true {
            let end = lineEnd(of: start)
            rows += wrap(start..<end, width: isMultiline ? width : Int.max)
            guard end < characters.count else { break }
            start = end + 1
        }
        return rows
    }

    // MARK: - Editing

    private mutating func insert(_ inserted: [Character]) {
        characters.insert(contentsOf: inserted, at: cursor)
        cursor += inserted.count
    }

    /// Moves to the previous or next line, at the same display column or the line's end if it is shorter.
    private mutating func moveVertically(up: Bool) {
        let start = lineStart(of: cursor)
        let column = goalColumn ?? columns(of: start..<cursor)
        goalColumn = column
        let target: Int
        if up {
            guard start > 0 else { cursor = 0; return }
            target = lineStart(of: start - 1)
        } else {
            let end = lineEnd(of: cursor)
            guard end < characters.count else { cursor = characters.count; return }
            target = end + 1
        }
        var position = target, used = 0
        let targetEnd = lineEnd(of: target)
        while position < targetEnd, used + DisplayWidth.of(characters[position]) <= column {
            used += DisplayWidth.of(characters[position])
            position += 1
        }
        cursor = position
    }

    private func lineStart(of position: Int) -> Int {
        var index = position
        while index > 0, characters[index - 1] != "\n" { index -= 1 }
        return index
    }

    private func lineEnd(of position: Int) -> Int {
        var index = position
        while index < characters.count, characters[index] != "\n" { index += 1 }
        return index
    }

    /// The start of the word before `position` (skipping the spaces just before it), as Alt-b does.
    private func wordStart(before position: Int) -> Int {
        var index = position
        while index > 0, !isWordCharacter(characters[index - 1]) { index -= 1 }
        while index > 0, isWordCharacter(characters[index - 1]) { index -= 1 }
        return index
    }

    /// The end of the word after `position`, as Alt-f does.
    private func wordEnd(after position: Int) -> Int {
        var index = position
        while index < characters.count, !isWordCharacter(characters[index]) { index += 1 }
        while index < characters.count, isWordCharacter(characters[index]) { index += 1 }
        return index
    }

    private func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    // MARK: - Layout

    private func columns(of range: Range<Int>) -> Int {
        characters[range].reduce(0) { $0 + DisplayWidth.of($1) }
    }

    /// The rows of one line (no `\n` inside `range`), broken after a space where one is on the row.
    private func wrap(_ range: Range<Int>, width: Int) -> [Row] {
        var rows: [Row] = []
        var start = range.lowerBound
        repeat {
            var end = start, used = 0, lastBreak: Int?
            while end < range.upperBound {
                let columns = DisplayWidth.of(characters[end])
                // One space may hang past the edge (the break goes after it); anything else starts the next row.
                if used + columns > width, end > start, !(characters[end] == " " && used <= width) { break }
                used += columns
                end += 1
                if characters[end - 1] == " " { lastBreak = end }
            }
            if end < range.upperBound, let lastBreak, lastBreak > start { end = lastBreak }
            let isLast = end >= range.upperBound
            // The cursor sits on this row if it is inside it, or at its end when nothing follows on the line.
            let holdsCursor = (start..<end).contains(cursor) || (isLast && cursor == end)
            rows.append(Row(text: String(characters[start..<end]),
                            cursorColumn: holdsCursor ? columns(of: start..<cursor) : nil))
            start = end
        } while start < range.upperBound
        return rows
    }
}

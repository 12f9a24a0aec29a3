import Presentation
import TerminalKit

/// The keys of the board (`?` lists them on screen), as a pure function: a state and a key give the next
/// state and the board session's inputs to send. No view model, no terminal, no waiting.
///
/// Who gets a key: Ctrl-C always quits; otherwise an alert takes it (any key dismisses it), then the box
/// over the board, then the board. While the store is read-only, keys that would change it leave a
/// notice in the footer instead.
struct BoardKeyHandler {
    let localizer: Localizer

    /// The outcome of pressing `key` in `state`.
    func handle(_ key: Key, in state: BoardScreenState) -> KeyOutcome {
        var state = state
        state.notice = nil
        if key == .control("c") { return KeyOutcome(state: state, quits: true) }
        if !state.alerts.isEmpty {
            state.alerts.removeFirst()
            return KeyOutcome(state: state, inputs: [.dismissAlert])
        }
        switch state.sheet {
        case nil:
            if let field = state.filterField { return filterKey(key, field: field, in: state) }
            return boardKey(key, in: state)
        case .help:
            state.sheet = nil
            return KeyOutcome(state: state)
        case .deleteConfirmation:
            state.sheet = nil
            let yes = key == .character("y") || key == .character("Y")
            return KeyOutcome(state: state, inputs: [yes ? .confirmDelete : .cancelDelete])
        case let .moveMenu(menu):
            return moveMenuKey(key, menu: menu, in: state)
        case let .history(list):
            return historyKey(key, list: list, in: state)
        case let .conflicts(highlighted):
            return conflictsKey(key, highlighted: highlighted, in: state)
        case let .detail(sheet):
            return sheet.content.isEditable ? editingKey(key, sheet: sheet, in: state) : viewingKey(key, sheet: sheet, in: state)
        }
    }

    // MARK: - The board

    private func boardKey(_ key: Key, in state: BoardScreenState) -> KeyOutcome {
        var state = state
        switch key {
        case .left, .character("h"): return moveColumn(by: -1, in: state)
        case .right, .character("l"): return moveColumn(by: 1, in: state)
        case .up, .character("k"): return moveRow(to: { $0 - 1 }, in: state)
        case .down, .character("j"): return moveRow(to: { $0 + 1 }, in: state)
        case .character("g"), .home: return moveRow(to: { _ in 0 }, in: state)
        case .character("G"), .end: return moveRow(to: { _ in Int.max }, in: state)
        case .enter:
            guard let row = state.selectedRow else { return KeyOutcome(state: state) }
            return KeyOutcome(state: state, inputs: [.open(id: row.id)])
        case .character("n"):
            return changing(state) { KeyOutcome(state: $0, inputs: [.add]) }
        case .character("m"):
            return changing(state) { state in
                KeyOutcome(state: state, inputs: state.selectedRow.map { [.showMoveMenu(id: $0.id)] } ?? [])
            }
        case .character("d"), .delete:
            return changing(state) { state in
                KeyOutcome(state: state, inputs: state.selectedRow.map { [.askDelete(id: $0.id)] } ?? [])
            }
        case .character(">"): return moveSelected(by: 1, in: state)
        case .character("<"): return moveSelected(by: -1, in: state)
        case .character("/"):
            state.filterField = TextField(state.board.filter)
            return KeyOutcome(state: state)
        case .escape where !state.board.filter.isEmpty:
            return KeyOutcome(state: state, inputs: [.filter(text: "")])
        case .character("u"): return changing(state) { KeyOutcome(state: $0, inputs: [.undo]) }
        case .character("r"): return changing(state) { KeyOutcome(state: $0, inputs: [.redo]) }
        case .character("H"): return KeyOutcome(state: state, inputs: [.showHistory])
        case .character("s") where state.sharedBoard != nil: return KeyOutcome(state: state, inputs: [.sync])
        case .character("c") where state.sharedBoard != nil:
            state.sheet = .conflicts(highlighted: 0)
            return KeyOutcome(state: state)
        case .character("?"):
            state.sheet = .help
            return KeyOutcome(state: state)
        case .character("q"): return KeyOutcome(state: state, quits: true)
        default: return KeyOutcome(state: state)
        }
    }

    /// The selected project to the column `delta` away, if there is one.
    private func moveSelected(by delta: Int, in state: BoardScreenState) -> KeyOutcome {
        changing(state) { state in
            let states = ProjectState.allCases
            guard let row = state.selectedRow, let index = states.firstIndex(of: row.project.state),
                  states.indices.contains(index + delta) else { return KeyOutcome(state: state) }
            return KeyOutcome(state: state, inputs: [.move(id: row.id, to: states[index + delta])])
        }
    }

    /// Typing the filter: each change narrows the board at once; Enter keeps it and gives the keys back to
    /// the board, Esc clears it.
    private func filterKey(_ key: Key, field: TextField, in state: BoardScreenState) -> KeyOutcome {
        var state = state, field = field
        switch key {
        case .enter, .down, .tab:
            state.filterField = nil
            return KeyOutcome(state: state)
        case .escape:
            state.filterField = nil
            return KeyOutcome(state: state, inputs: state.board.filter.isEmpty ? [] : [.filter(text: "")])
        default:
            let before = field.text
            guard field.handle(key) else { return KeyOutcome(state: state) }
            state.filterField = field
            return KeyOutcome(state: state, inputs: field.text == before ? [] : [.filter(text: field.text)])
        }
    }

    /// Runs `body` if the store can be written; otherwise only says why nothing happens.
    private func changing(_ state: BoardScreenState, _ body: (BoardScreenState) -> KeyOutcome) -> KeyOutcome {
        guard state.isReadOnly else { return body(state) }
        var state = state
        state.notice = localizer.readOnlyRefusal
        return KeyOutcome(state: state)
    }

    /// To the column `delta` away (no wrapping), at the same row index or the last row if it has fewer.
    private func moveColumn(by delta: Int, in state: BoardScreenState) -> KeyOutcome {
        var state = state
        let target = state.focusedColumn + delta
        guard state.board.columns.indices.contains(target) else { return KeyOutcome(state: state) }
        state.focusedColumn = target
        let rows = state.focusedRows
        guard !rows.isEmpty else { return KeyOutcome(state: state, inputs: [.select(id: nil)]) }
        state.focusedRow = min(max(state.focusedRow, 0), rows.count - 1)
        return KeyOutcome(state: state, inputs: [.select(id: rows[state.focusedRow].id)])
    }

    /// To the row `target` gives for the current index, kept within the column.
    private func moveRow(to target: (Int) -> Int, in state: BoardScreenState) -> KeyOutcome {
        var state = state
        let rows = state.focusedRows
        guard !rows.isEmpty else { return KeyOutcome(state: state) }
        let current = state.selectedRowIndex ?? min(max(state.focusedRow, 0), rows.count - 1)
        let next = min(max(target(current), 0), rows.count - 1)
        guard next != current || state.selectedRowIndex == nil else { return KeyOutcome(state: state) }
        state.focusedRow = next
        return KeyOutcome(state: state, inputs: [.select(id: rows[next].id)])
    }

    // MARK: - Boxes over the board

    private func moveMenuKey(_ key: Key, menu: MoveMenuState, in state: BoardScreenState) -> KeyOutcome {
        var state = state, menu = menu
        switch key {
        case .up, .character("k"): menu.highlighted = max(menu.highlighted - 1, 0)
        case .down, .character("j"): menu.highlighted = min(menu.highlighted + 1, max(menu.options.count - 1, 0))
        case .enter:
            guard menu.options.indices.contains(menu.highlighted) else { return KeyOutcome(state: state) }
            return KeyOutcome(state: state, inputs: [.choose(state: menu.options[menu.highlighted].state)])
        case .escape, .character("q"): return KeyOutcome(state: state, inputs: [.cancelMove])
        default: break
        }
        state.sheet = .moveMenu(menu)
        return KeyOutcome(state: state)
    }

    private func historyKey(_ key: Key, list: HistoryListState, in state: BoardScreenState) -> KeyOutcome {
        var state = state, list = list
        let last = max(list.lines.count - 1, 0)
        switch key {
        case .up, .character("k"): list.offset -= 1
        case .down, .character("j"): list.offset += 1
        case .pageUp: list.offset -= 10
        case .pageDown: list.offset += 10
        case .character("g"), .home: list.offset = 0
        case .character("G"), .end: list.offset = last
        case .escape, .character("q"), .character("H"): return KeyOutcome(state: state, inputs: [.closeHistory])
        default: break
        }
        list.offset = min(max(list.offset, 0), last)
        state.sheet = .history(list)
        return KeyOutcome(state: state)
    }

    /// A sheet opened read-only: `e` edits, Enter (Done) or Esc closes.
    private func viewingKey(_ key: Key, sheet: DetailSheetState, in state: BoardScreenState) -> KeyOutcome {
        var state = state, sheet = sheet
        switch key {
        case .character("e"):
            return changing(state) { state in
                var state = state
                sheet.field = .title
                state.sheet = .detail(sheet)
                return KeyOutcome(state: state, inputs: [.edit])
            }
        case .enter: return KeyOutcome(state: state, inputs: [.done])
        case .escape: return KeyOutcome(state: state, inputs: [.cancelDetail])
        default: return KeyOutcome(state: state)
        }
    }

    /// A sheet being filled in: typing goes to the focused field, where the cursor moves and edits as in
    /// any text field; Tab moves on, Ctrl-S saves, Esc cancels. In the deadline field ↑/↓ step the day
    /// (Page Up/Down a week) and `t` sets today.
    private func editingKey(_ key: Key, sheet: DetailSheetState, in state: BoardScreenState) -> KeyOutcome {
        var state = state, sheet = sheet
        var inputs: [BoardSessionInput] = []
        switch key {
        case .tab: sheet.field = sheet.field.next
        case .backTab: sheet.field = sheet.field.previous
        case .control("s"): return changing(state) { KeyOutcome(state: $0, inputs: [.done]) }
        case .escape: return KeyOutcome(state: state, inputs: [.cancelDetail])
        case .enter where sheet.field != .body: sheet.field = sheet.field.next
        case .up where sheet.field == .deadline: inputs = [.stepDeadline(days: 1)]
        case .down where sheet.field == .deadline: inputs = [.stepDeadline(days: -1)]
        case .pageUp where sheet.field == .deadline: inputs = [.stepDeadline(days: 7)]
        case .pageDown where sheet.field == .deadline: inputs = [.stepDeadline(days: -7)]
        case .character("t") where sheet.field == .deadline && Self.isEmptyOrWholeDate(sheet.deadline.text):
            inputs = [.setDeadlineToday]
        case .up where sheet.field == .title: sheet.field = sheet.field.previous
        case .down where sheet.field == .title: sheet.field = sheet.field.next
        default:
            var editor = sheet.editor
            let before = editor.text
            guard editor.handle(key) else { break }
            sheet.editor = editor
            let text = editor.text
            if text != before {
                inputs = switch sheet.field {
                case .title: [.setTitle(text: text)]
                case .deadline: [.setDeadline(text: text)]
                case .body: [.setBody(text: text)]
                }
            }
        }
        state.sheet = .detail(sheet)
        return KeyOutcome(state: state, inputs: inputs)
    }

    /// Whether the deadline field holds nothing or a whole `YYYY-MM-DD`, where `t` means today rather than
    /// the first letter of `tomorrow` or `tue`.
    private static func isEmptyOrWholeDate(_ text: String) -> Bool {
        text.isEmpty || text.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) != nil
    }
}

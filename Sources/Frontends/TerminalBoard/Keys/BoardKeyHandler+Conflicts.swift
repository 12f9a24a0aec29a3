import Presentation
import TerminalKit

extension BoardKeyHandler {
    /// The list of the shared board's changes to settle: ↑/↓ choose one, Enter or `a` applies it anyway,
    /// `d` or Delete lets it go; the list stays open for the next, until Esc, `q` or `c`.
    func conflictsKey(_ key: Key, highlighted: Int, in state: BoardScreenState) -> KeyOutcome {
        var state = state
        let last = max(state.conflicts.count - 1, 0)
        var highlighted = min(max(highlighted, 0), last)
        let chosen = state.conflicts.indices.contains(highlighted) ? state.conflicts[highlighted].id : nil
        switch key {
        case .up, .character("k"): highlighted = max(highlighted - 1, 0)
        case .down, .character("j"): highlighted = min(highlighted + 1, last)
        case .enter, .character("a"), .character("d"), .delete:
            guard let chosen else { break }
            return KeyOutcome(state: state, inputs: [.settle(id: chosen, apply: key == .enter || key == .character("a"))])
        case .escape, .character("q"), .character("c"):
            state.sheet = nil
            return KeyOutcome(state: state)
        default: break
        }
        state.sheet = .conflicts(highlighted: highlighted)
        return KeyOutcome(state: state)
    }
}

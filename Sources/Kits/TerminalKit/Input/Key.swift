/// One key press, as the interactive board understands it.
public enum Key: Sendable, Hashable {
    /// A printable character, including Hangul and other non-ASCII text typed or pasted.
    case character(Character)
    /// A control chord, by its lower-case letter: `.control("s")` is Ctrl-S, `.control("c")` is Ctrl-C.
    ///
    /// Terminals send Ctrl-H, Ctrl-I, Ctrl-J and Ctrl-M as the bytes of Backspace, Tab and Enter, so those
    /// chords arrive as ``backspace``, ``tab`` and ``enter``, never as `.control`.
    case control(Character)
    /// Alt (Meta) with a printable key, which terminals send as ESC and the key: `.alt("b")` is Alt-b.
    case alt(Character)
    /// Text pasted while bracketed paste was on, delivered whole: line breaks as `\n`, no other control
    /// character but tab. A paste is never mistaken for typed keys (a pasted `q` does not quit).
    case paste(String)
    /// Ctrl-← (or Alt-←): one word to the left.
    case wordLeft
    /// Ctrl-→ (or Alt-→): one word to the right.
    case wordRight
    /// The ↑ arrow.
    case up
    /// The ↓ arrow.
    case down
    /// The ← arrow.
    case left
    /// The → arrow.
    case right
    /// Enter (Return).
    case enter
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// Escape, pressed on its own.
    case escape
    /// Backspace: deletes the character before the cursor.
    case backspace
    /// Delete (Del, the forward delete key).
    case delete
    /// Insert.
    case insert
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
}

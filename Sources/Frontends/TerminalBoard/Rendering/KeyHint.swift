/// One entry of a line of key hints: the key as printed on the keyboard and what it does (`n New`).
struct KeyHint: Equatable {
    /// The key: `n`, `Enter`, `Ctrl-S`, `↑/↓`. Key names are the same in every language.
    let key: String
    /// What the key does, localized.
    let label: String
    /// Whether the key does something now; a disabled hint is drawn faint.
    var isEnabled = true
}

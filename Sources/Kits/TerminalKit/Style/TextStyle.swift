/// How text is drawn: a foreground colour and a few attributes, rendered as one SGR escape sequence.
///
/// Styles combine by chaining: `TextStyle.plain.bold().foreground(.red)`.
public struct TextStyle: Sendable, Hashable {
    /// The text colour, or `nil` for the terminal's own.
    public var foreground: TerminalColor?
    /// Heavier text: headings.
    public var isBold: Bool
    /// Fainter text: secondary information such as hints.
    public var isDim: Bool
    /// Underlined text.
    public var isUnderlined: Bool
    /// Swapped foreground and background: the selected row. Not a colour, so it survives `NO_COLOR`.
    public var isReversed: Bool

    /// Creates a style; every part defaults to off.
    public init(foreground: TerminalColor? = nil, isBold: Bool = false, isDim: Bool = false,
                isUnderlined: Bool = false, isReversed: Bool = false) {
        self.foreground = foreground
        self.isBold = isBold
        self.isDim = isDim
        self.isUnderlined = isUnderlined
        self.isReversed = isReversed
    }

    /// The terminal's default look.
    public static let plain = TextStyle()

    /// This style, bold.
    public func bold() -> TextStyle { with { $0.isBold = true } }
    /// This style, dim.
    public func dim() -> TextStyle { with { $0.isDim = true } }
    /// This style, underlined.
    public func underlined() -> TextStyle { with { $0.isUnderlined = true } }
    /// This style, reversed (how a selection is shown).
    public func reversed() -> TextStyle { with { $0.isReversed = true } }
    /// This style in `color`.
    public func foreground(_ color: TerminalColor) -> TextStyle { with { $0.foreground = color } }

    /// The same style without its colour, for when colour is not allowed.
    public var withoutColor: TextStyle { with { $0.foreground = nil } }

    /// The escape sequence that switches a terminal to exactly this style, whatever it showed before:
    /// it starts with a reset (`0`), so `plain` is `ESC[0m`.
    public var escapeSequence: String {
        var codes = [0]
        if isBold { codes.append(1) }
        if isDim { codes.append(2) }
        if isUnderlined { codes.append(4) }
        if isReversed { codes.append(7) }
        if let foreground { codes.append(foreground.foregroundCode) }
        return "\u{1B}[" + codes.map(String.init).joined(separator: ";") + "m"
    }

    private func with(_ change: (inout TextStyle) -> Void) -> TextStyle {
        var copy = self
        change(&copy)
        return copy
    }
}

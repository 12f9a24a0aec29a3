extension QRCode {
    /// Black on white, in the 256-colour palette's fixed cube (which no terminal theme redefines): a dark
    /// terminal would otherwise draw the code inverted, light modules dark, and many readers refuse that.
    static let colors = "\u{1B}[38;5;16;48;5;231m"
    /// Back to the terminal's own colours, at the end of every line.
    static let reset = "\u{1B}[0m"

    /// The code as lines of text for a terminal: each character is two modules, one above the other
    /// (`▀` top dark, `▄` bottom dark, `█` both, a space neither), so the modules come out about square,
    /// with `quietZone` light modules all around (4, the standard's minimum, unless told otherwise).
    ///
    /// Every line sets its own colours and resets them at its end, so the drawing survives any
    /// terminal's theme and leaves no colour behind. The lines end in `\n`.
    public func terminalDrawing(quietZone: Int = 4) -> String {
        let margin = max(0, quietZone)
        let span = -margin..<size + margin
        var text = ""
        for top in stride(from: span.lowerBound, to: span.upperBound, by: 2) {
            text += Self.colors
            for x in span {
                // Past the last row (an odd height), the lower half is one more light row of the quiet zone.
                switch (isDark(x: x, y: top), isDark(x: x, y: top + 1)) {
                case (true, true): text += "█"
                case (true, false): text += "▀"
                case (false, true): text += "▄"
                case (false, false): text += " "
                }
            }
            text += Self.reset + "\n"
        }
        return text
    }
}

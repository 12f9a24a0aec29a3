extension String {
    /// The string made safe to draw on a terminal; see ``TerminalSanitizer/sanitize(_:newlines:tabWidth:)``.
    public func sanitizedForTerminal(newlines: NewlineHandling = .replaceWithSpace) -> String {
        TerminalSanitizer.sanitize(self, newlines: newlines)
    }
}

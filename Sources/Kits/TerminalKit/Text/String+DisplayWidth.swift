extension String {
    /// The number of terminal columns the string takes (Hangul and emoji 2 each, combining marks 0).
    public var displayWidth: Int { DisplayWidth.of(self) }

    /// The string cut to at most `width` columns, ending with `…` when something was cut.
    ///
    /// A wide character is never split: when it does not fit before the `…`, a space takes its place so
    /// the result is exactly `width` columns and the columns after it stay aligned.
    /// A string that already fits is returned unchanged.
    public func truncated(toWidth width: Int) -> String {
        guard displayWidth > width else { return self }
        return cutWithEllipsis(toWidth: width)
    }

    /// The string followed by spaces up to `width` columns; unchanged when it is already that wide or wider.
    public func padded(toWidth width: Int) -> String {
        let missing = width - displayWidth
        return missing > 0 ? self + String(repeating: " ", count: missing) : self
    }

    /// The string made exactly `width` columns: truncated with `…` when too long, padded when too short.
    /// The shape of a table cell.
    public func fitted(toWidth width: Int) -> String {
        guard DisplayWidth.isPrintableASCII(self) else { return truncated(toWidth: width).padded(toWidth: width) }
        // One column a byte: the same result without measuring the cut text (which ends in `…`) again.
        let count = utf8.count
        if count > width { return width > 0 ? String(self[..<utf8.index(startIndex, offsetBy: width - 1)]) + "…" : "" }
        return count == width ? self : self + String(repeating: " ", count: width - count)
    }

    /// Keeps the characters that fit in `width - 1` columns and ends with `…`, padding to `width` when a
    /// wide character stopped one column short. Always marks a cut, even when nothing had to go.
    func cutWithEllipsis(toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        if DisplayWidth.isPrintableASCII(self) { return String(self[..<utf8.index(startIndex, offsetBy: min(width - 1, utf8.count))]) + "…" }
        var kept = ""
        var used = 0
        for character in self {
            let columns = DisplayWidth.of(character)
            if used + columns > width - 1 { break }
            kept.append(character)
            used += columns
        }
        return (kept + "…").padded(toWidth: width)
    }
}

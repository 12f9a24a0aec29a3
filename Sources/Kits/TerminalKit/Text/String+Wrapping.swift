extension String {
    /// The string broken into lines of at most `width` columns, for previews such as a project's body.
    ///
    /// Lines break between words where possible; a word longer than a line is broken between characters
    /// (never inside a wide character). Each `\n` starts a new line. When more than `maxLines` lines would
    /// be needed, the last one kept ends with `…` so the reader knows there is more.
    ///
    /// - Parameters:
    ///   - width: the columns available; nothing is returned when it is less than 1.
    ///   - maxLines: the most lines to return; `nil` for no limit.
    public func wrapped(toWidth width: Int, maxLines: Int? = nil) -> [String] {
        guard width > 0, maxLines.map({ $0 > 0 }) ?? true else { return [] }
        var lines: [String] = []
        for paragraph in split(separator: "\n", omittingEmptySubsequences: false) {
            lines += Self.wrap(paragraph: paragraph, width: width)
            if let maxLines, lines.count > maxLines { break }  // what follows will not be shown
        }
        guard let maxLines, lines.count > maxLines else { return lines }
        lines.removeLast(lines.count - maxLines)
        let last = lines[maxLines - 1]
        lines[maxLines - 1] = last.displayWidth < width ? last + "…" : last.cutWithEllipsis(toWidth: width)
        return lines
    }

    /// Greedy word wrap of a text with no newline in it.
    private static func wrap(paragraph: Substring, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = DisplayWidth.of(word)
            let separatorWidth = line.isEmpty ? 0 : 1
            if lineWidth + separatorWidth + wordWidth <= width {
                if separatorWidth == 1 { line += " " }
                line += word
                lineWidth += separatorWidth + wordWidth
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = ""
            lineWidth = 0
            for character in word {  // a word wider than the line is cut between characters
                let columns = DisplayWidth.of(character)
                if lineWidth + columns > width, !line.isEmpty {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                line.append(character)
                lineWidth += columns
            }
        }
        lines.append(line)
        return lines
    }
}

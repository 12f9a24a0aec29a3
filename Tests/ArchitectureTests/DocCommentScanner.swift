/// Finds `public` (and `open`) declarations that have no doc comment directly above them.
///
/// A source scan, not a compiler: a declaration is a line that starts, after any attributes, with
/// modifiers that include `public` or `open`. Its doc comment is a `///` line or the end of a `/** */`
/// block right above it; attribute lines (`@discardableResult`, `@MainActor`) may sit in between, a blank
/// line may not. `public extension` needs none: its members carry their own.
enum DocCommentScanner {
    /// `file:line: declaration` for each undocumented public declaration in `text`.
    static func undocumented(in text: String, file: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingPrefix(while: \.isWhitespace) }
        var found: [String] = []
        var insideBlockComment = false
        for (index, line) in lines.enumerated() {
            if insideBlockComment {
                if line.contains("*/") { insideBlockComment = false }
                continue
            }
            if line.hasPrefix("/*") && !line.contains("*/") { insideBlockComment = true; continue }
            guard let keyword = declarationKeyword(of: line) else { continue }
            if keyword == "extension" { continue }
            if !hasDocComment(above: index, in: lines) { found.append("\(file):\(index + 1): \(line)") }
        }
        return found
    }

    private static let modifiers: Set<Substring> = [
        "public", "open", "private(set)", "fileprivate(set)", "internal(set)", "package(set)", "static", "class",
        "final", "override", "convenience", "required", "mutating", "nonmutating", "nonisolated", "lazy",
        "dynamic", "indirect", "weak", "unowned", "consuming", "borrowing", "distributed",
    ]

    /// The declaration keyword (`func`, `var`, `extension`…) of a line whose modifiers include `public` or
    /// `open`, or `nil` when the line declares nothing public.
    static func declarationKeyword(of line: Substring) -> Substring? {
        // Attributes on the same line first, arguments and all: `@available(*, unavailable) public func`.
        let attributes = line.prefixMatch(of: #/(?:@\w+(?:\([^)]*\))?\s*)*/#)?.0.count ?? 0
        var words = line.dropFirst(attributes).split(separator: " ")[...]
        var isPublic = false
        while let word = words.first, modifiers.contains(word) {
            if word == "public" || word == "open" { isPublic = true }
            words.removeFirst()
        }
        guard isPublic, let keyword = words.first else { return nil }
        return keyword.prefix { $0.isLetter } // `init?(`, `init(`, `subscript(`
    }

    private static func hasDocComment(above index: Int, in lines: [Substring]) -> Bool {
        var above = index - 1
        while above >= 0, isAttributeLine(lines[above]) { above -= 1 }
        guard above >= 0 else { return false }
        let line = lines[above]
        if line.hasPrefix("///") { return true }
        guard line.hasSuffix("*/") else { return false }
        // The end of a block comment: a doc comment if the block opened with `/**`.
        while above >= 0, !lines[above].hasPrefix("/*") { above -= 1 }
        return above >= 0 && lines[above].hasPrefix("/**")
    }

    /// A line holding only attributes, such as `@discardableResult` or `@available(macOS 15, *)`.
    private static func isAttributeLine(_ line: Substring) -> Bool {
        line.hasPrefix("@") && declarationKeyword(of: line) == nil && !line.contains(" func ")
            && !line.contains(" var ") && !line.contains(" let ") && !line.contains(" init")
    }
}

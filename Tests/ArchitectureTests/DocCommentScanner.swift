/// Finds `public` (and `open`) declarations whose doc comment is missing or teaches nothing.
///
/// A source scan, not a compiler: a declaration is a line that starts, after any attributes, with
/// modifiers that include `public` or `open`. Its doc comment is a `///` line or the end of a `/** */`
/// block right above it; attribute lines (`@discardableResult`, `@MainActor`) may sit in between, a blank
/// line may not. `public extension` needs none: its members carry their own. A comment that is only a
/// pointer (`See ``Board``.`) or only repeats the declaration's name (`The title.` above `title`) is an
/// echo, and counts as missing: it makes the reader look elsewhere or tells them what they just read.
enum DocCommentScanner {
    /// `file:line: declaration` for each public declaration without a doc comment that teaches.
    static func undocumented(in text: String, file: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingPrefix(while: \.isWhitespace) }
        var found: [String] = []
        var insideBlockComment = false
        for (index, line) in lines.enumerated() {
            if insideBlockComment {
                if line.includes("*/") { insideBlockComment = false }
                continue
            }
            if line.hasPrefix("/*") && !line.includes("*/") { insideBlockComment = true; continue }
            guard let keyword = declarationKeyword(of: line) else { continue }
            if keyword == "extension" { continue }
            guard let comment = docComment(above: index, in: lines) else {
                found.append("\(file):\(index + 1): \(line)")
                continue
            }
            if isEcho(comment, of: declarationName(of: line)) { found.append("\(file):\(index + 1): \(line) (echo: \(comment))") }
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
        publicDeclaration(line)?.first.map { $0.prefix { $0.isLetter } } // `init?(`, `init(`, `subscript(`
    }

    /// The words after the modifiers (keyword first) of a public declaration.
    private static func publicDeclaration(_ line: Substring) -> ArraySlice<Substring>? {
        // Attributes on the same line first, arguments and all: `@available(*, unavailable) public func`.
        let attributes = line.first == "@" ? line.prefixMatch(of: #/(?:@\w+(?:\([^)]*\))?\s*)*/#)?.0.count ?? 0 : 0
        var words = line.dropFirst(attributes).split(separator: " ")[...]
        var isPublic = false
        while let word = words.first, modifiers.contains(word) {
            if word == "public" || word == "open" { isPublic = true }
            words.removeFirst()
        }
        return isPublic && !words.isEmpty ? words : nil
    }

    /// The declared name (`title` of `public var title: String`); empty for `init`, `subscript` and operators.
    private static func declarationName(of line: Substring) -> Substring {
        guard let words = publicDeclaration(line), words.count > 1, namedKeywords.contains(words[words.startIndex]) else { return "" }
        return words[words.startIndex + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    private static let namedKeywords: Set<Substring> = [
        "func", "var", "let", "struct", "class", "enum", "protocol", "actor", "typealias", "case", "associatedtype", "macro",
    ]

    /// The doc comment's text right above line `index`, or `nil` when there is none.
    private static func docComment(above index: Int, in lines: [Substring]) -> String? {
        var above = index - 1
        while above >= 0, isAttributeLine(lines[above]) { above -= 1 }
        guard above >= 0 else { return nil }
        if lines[above].hasPrefix("///") {
            var first = above
            while first > 0, lines[first - 1].hasPrefix("///") { first -= 1 }
            return lines[first...above].map { $0.dropFirst(3) }.joined(separator: " ")
        }
        guard lines[above].hasSuffix("*/") else { return nil }
        // The end of a block comment: a doc comment if the block opened with `/**`.
        var first = above
        while first >= 0, !lines[first].hasPrefix("/*") { first -= 1 }
        guard first >= 0, lines[first].hasPrefix("/**") else { return nil }
        return lines[first...above].joined(separator: " ").replacing("/**", with: "").replacing("*/", with: "")
    }

    /// Words that carry nothing by themselves, so `The title.` says no more than `title`.
    private static let fillerWords: Set<String> = ["a", "an", "the", "its", "it", "this", "of", "s"]

    /// Whether `comment` only points elsewhere (`See ``X``.`) or only repeats `name`'s words.
    static func isEcho(_ comment: String, of name: Substring) -> Bool {
        func words(_ text: String) -> [String] { text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init) }
        if words(comment.replacing(#/``[^`]*``/#, with: "")) == ["see"] { return true }
        // `projectTitle` is the words `project` and `title`; a new word starts where a capital follows a small letter.
        var nameWords: Set<String> = [], word = ""
        for (index, character) in name.enumerated() {
            if character.isUppercase, index > 0, name[name.index(name.startIndex, offsetBy: index - 1)].isLowercase {
                nameWords.insert(word.lowercased())
                word = ""
            }
            word.append(character)
        }
        nameWords.insert(word.lowercased())
        return words(comment).allSatisfy { fillerWords.contains($0) || nameWords.contains($0) }
    }

    /// A line holding only attributes, such as `@discardableResult` or `@available(macOS 15, *)`.
    private static func isAttributeLine(_ line: Substring) -> Bool {
        line.hasPrefix("@") && declarationKeyword(of: line) == nil && !line.contains(" func ")
            && !line.contains(" var ") && !line.contains(" let ") && !line.contains(" init")
    }
}

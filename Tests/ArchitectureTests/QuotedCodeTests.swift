import Testing

/// The README and the wings' READMEs quote real code; these keep every quote true. A code block right
/// after `<!-- file: PATH -->` must be that whole file; after `<!-- excerpt: PATH -->` its lines must
/// appear in that file in the same order and next to each other (indentation aside), with a `// …` line
/// standing for lines left out. PATH is from the package root, whichever page quotes it.
@Suite struct QuotedCodeTests {
    private struct Quote {
        let kind: String
        let path: String
        let code: String
    }

    private static func quotes(in document: String) -> [Quote] {
        document.matches(of: #/<!-- (file|excerpt): (\S+) -->\n```\w*\n((?:.*\n)*?)```/#).map {
            Quote(kind: String($0.1), path: String($0.2), code: String($0.3))
        }
    }

    @Test func readmeQuotesTheExampleTestWhole() throws {
        let quotes = Self.quotes(in: try PackageRoot.read("README.md"))
        #expect(quotes.contains { $0.kind == "file" && $0.path == "Tests/PresentationTests/ReadmeExampleTests.swift" })
    }

    @Test func theReadmeQuotesCode() throws {
        #expect(Self.quotes(in: try PackageRoot.read("README.md")).count >= 2)
    }

    @Test(arguments: PackageRoot.markdownFiles())
    func everyQuoteMatchesItsFile(page: String) throws {
        for quote in Self.quotes(in: try PackageRoot.read(page)) {
            let file = try PackageRoot.read(quote.path)
            if quote.kind == "file" {
                #expect(quote.code == file, "\(page): the copy of \(quote.path) differs from the file; copy it again")
            } else {
                #expect(Self.appears(quote.code, in: file), "\(page): an excerpt of \(quote.path) is not in the file any more")
            }
        }
    }

    /// Whether the excerpt's pieces (split at `// …`) each appear as consecutive lines of `file`, in order.
    private static func appears(_ excerpt: String, in file: String) -> Bool {
        func lines(_ text: String) -> [Substring] {
            text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.drop { $0 == " " } }
        }
        let fileLines = lines(file)
        var start = 0
        for piece in lines(excerpt).split(whereSeparator: { $0 == "// …" }) {
            let piece = Array(piece.filter { !$0.isEmpty })
            guard let found = (start..<max(start, fileLines.count - piece.count + 1)).first(where: {
                Array(fileLines[$0..<$0 + piece.count].filter { !$0.isEmpty }) == piece
            }) else { return false }
            start = found + piece.count
        }
        return true
    }
}

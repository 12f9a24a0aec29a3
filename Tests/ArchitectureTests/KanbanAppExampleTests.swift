import Testing

/// The SwiftUI example is compiled code the README quotes, not a listing: the views are type-checked here
/// against the SwiftUI stand-in with `MemberImportVisibility` on (so a missing import fails here as in a
/// new Xcode project), the README's SwiftUI section quotes those files (``QuotedCodeTests`` keeps each
/// quote equal to its file), and each declaration of the stand-in names the SDK declaration it copies.
@Suite struct KanbanAppExampleTests {
    /// The stand-in for SwiftUI, a target on Linux alone.
    static let standIn = "Sources/Testing/SwiftUI"

    @Test func theReadmesSwiftUISectionQuotesTheCompiledViews() throws {
        let readme = try PackageRoot.read("README.md")
        #expect(Self.unquotedCode(inSwiftUISectionOf: readme).isEmpty, "the README's SwiftUI section holds code no file holds")
        #expect(readme.contains("<!-- file: Sources/Frontends/KanbanApp/KanbanApp.swift -->"))
        #expect(readme.contains("swift run KanbanApp"))
    }

    @Test func theCheckCatchesAListing() {
        // The README as it was: a whole app after a marker no quote check reads.
        let listing = "## SwiftUI\n\n<!-- swiftui -->\n```swift\nimport SwiftUI\n```\n\n## Running the tests\n"
        #expect(Self.unquotedCode(inSwiftUISectionOf: listing) == ["import SwiftUI\n"])
        let quoted = "## SwiftUI\n\n<!-- file: A.swift -->\n```swift\nimport SwiftUI\n```\n\n## Running the tests\n"
        #expect(Self.unquotedCode(inSwiftUISectionOf: quoted).isEmpty)
    }

    @Test func theViewsAreTypeCheckedWithEveryModuleTheyUseImported() async throws {
        let settings = try await TargetGraph.settings()
        for target in ["KanbanViews", "KanbanApp"] {
            #expect(settings[target]?.contains("MemberImportVisibility") == true, "\(target) must name every module whose members it uses")
        }
        #if os(Linux)
        let graph = try await TargetGraph.fromPackage().graph
        #expect(graph.dependencies["KanbanViews"]?.contains("SwiftUI") == true && graph.dependencies["KanbanApp"]?.contains("SwiftUI") == true,
                "on Linux the views are type-checked against the SwiftUI stand-in")
        #endif
    }

    @Test func everyStandInDeclarationNamesTheSDKDeclarationItCopies() throws {
        var unnamed: [String] = []
        for file in PackageRoot.swiftFiles(under: Self.standIn) {
            let lines = try PackageRoot.read(file).split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingPrefix(while: \.isWhitespace) }
            for (index, line) in lines.enumerated() where DocCommentScanner.declarationKeyword(of: line) != nil {
                // A primitive view's `Body` and `body` are the stand-in's, not copies.
                if line.contains("typealias Body = Never") || line.contains("var body: Never") { continue }
                var above = index - 1
                while above >= 0, lines[above].hasPrefix("@") { above -= 1 }
                var first = above
                while first >= 0, lines[first].hasPrefix("///") { first -= 1 }
                let opening = first < above ? lines[first + 1] : ""
                if !opening.hasPrefix("/// SwiftUICore's `") && !opening.hasPrefix("/// SwiftUI's `") {
                    unnamed.append("\(file):\(index + 1): \(line)")
                }
            }
        }
        #expect(unnamed.isEmpty, "say which SDK declaration each copies (`/// SwiftUICore's `…``):\n\(unnamed.joined(separator: "\n"))")
    }

    /// The code blocks of the README's SwiftUI section not right after a `<!-- file: -->` or
    /// `<!-- excerpt: -->` marker.
    static func unquotedCode(inSwiftUISectionOf readme: String) -> [String] {
        guard let start = readme.range(of: "## SwiftUI\n") else { return ["no SwiftUI section"] }
        let rest = readme[start.upperBound...]
        let section = rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)]
        return section.matches(of: #/(<!-- (?:file|excerpt): \S+ -->\n)?```\w*\n((?:.*\n)*?)```/#).filter { $0.1 == nil }.map { String($0.2) }
    }
}

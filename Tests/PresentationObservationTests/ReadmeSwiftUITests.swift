import Foundation
import Presentation
import PresentationObservation
import Testing

/// The README's SwiftUI view can't be compiled on Linux, so this checks the names it uses: each member
/// it reads on the screen model, the view model, a column or a row is one of those below, and the
/// compiler checks that those exist.
@MainActor
struct ReadmeSwiftUITests {
    static let members: [String: [String: Any]] = [
        "screen": ["content": \BoardScreenModel.content, "alert": \BoardScreenModel.alert, "viewModel": \BoardScreenModel.viewModel],
        "screen.viewModel": ["appear": BoardViewModel.appear, "move": BoardViewModel.move],
        "column": ["title": \BoardColumn.title, "count": \BoardColumn.count, "rows": \BoardColumn.rows, "state": \BoardColumn.state],
        "row": ["title": \ProjectRow.title, "isOverdue": \ProjectRow.isOverdue, "id": \ProjectRow.id],
    ]

    @Test func theSwiftUIViewInTheReadmeUsesRealNames() throws {
        let readme = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md"),
            encoding: .utf8
        )
        let marker = try #require(readme.range(of: "<!-- swiftui -->\n```swift\n"))
        let code = readme[marker.upperBound...]
        let block = String(code[..<(try #require(code.range(of: "\n```")).lowerBound)])
        #expect(block.contains("BoardScreenModel"))
        var checked = 0
        for (owner, known) in Self.members {
            // `owner.member` (or `owner?.member`) not preceded by a letter or a dot.
            let pattern = try Regex<(Substring, Substring)>(
                "(?:^|[^\\w.])" + owner.replacingOccurrences(of: ".", with: "\\.") + "\\??\\.(\\w+)"
            )
            for match in block.matches(of: pattern) {
                #expect(known[String(match.1)] != nil, "the README's SwiftUI view uses \(owner).\(match.1), which is not there")
                checked += 1
            }
        }
        #expect(checked >= 10)
    }
}

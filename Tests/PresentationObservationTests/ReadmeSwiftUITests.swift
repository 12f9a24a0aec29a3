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
        "model": [
            "board": \BoardSessionModel.board, "detail": \BoardSessionModel.detail, "moveMenu": \BoardSessionModel.moveMenu,
            "history": \BoardSessionModel.history, "deleteConfirmation": \BoardSessionModel.deleteConfirmation,
            "isConfirmingDelete": \BoardSessionModel.isConfirmingDelete, "alert": \BoardSessionModel.alert,
            "isShowingAlert": \BoardSessionModel.isShowingAlert, "send": BoardSessionModel.send,
            "deadline": BoardSessionModel.deadline, "setDeadline": BoardSessionModel.setDeadline,
            "session": \BoardSessionModel.session,
        ],
        "model.session.board": ["followChanges": { @MainActor (board: any BoardViewModelType) async in await board.followChanges() }],
        "model.board": ["columns": \BoardContent.columns, "canUndo": \BoardContent.canUndo, "canRedo": \BoardContent.canRedo],
        "model.alert": ["title": \Alert.title, "message": \Alert.message],
        "model.deleteConfirmation": ["question": \DeleteConfirmation.question, "confirmLabel": \DeleteConfirmation.confirmLabel],
        "sheet": ["content": \DetailScreenModel.content],
        "content": [
            "title": \DetailContent.title, "body": \DetailContent.body, "bodyCounter": \DetailContent.bodyCounter,
            "validationMessages": \DetailContent.validationMessages, "isEditable": \DetailContent.isEditable,
            "heading": \DetailContent.heading, "leadingButton": \DetailContent.leadingButton, "trailingButton": \DetailContent.trailingButton,
        ],
        "content.leadingButton": ["label": \DetailButton.label, "input": \DetailButton.input],
        "content.trailingButton": ["label": \DetailButton.label, "input": \DetailButton.input],
        "column": ["title": \BoardColumn.title, "count": \BoardColumn.count, "rows": \BoardColumn.rows, "state": \BoardColumn.state],
        "row": ["title": \ProjectRow.title, "isOverdue": \ProjectRow.isOverdue, "id": \ProjectRow.id, "deadlineText": \ProjectRow.deadlineText],
        "history": ["content": \HistoryScreenModel.content],
        "line": ["text": \HistoryLine.text, "author": \HistoryLine.author, "timestamp": \HistoryLine.timestamp],
        "menu": ["options": \MoveMenuModel.options],
        "option": ["label": \MoveOption.label, "state": \MoveOption.state],
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
        #expect(block.contains("BoardSessionModel(") && block.contains("AppContainer.preview()"))
        // With MemberImportVisibility (on in new Xcode projects) a member is visible only through its own
        // module's import, and a configuration error must not crash the app.
        for module in ["App", "Presentation", "PresentationObservation", "SwiftUI"] {
            #expect(block.contains("import \(module)\n"), "the README's SwiftUI app must import \(module)")
        }
        #expect(!block.contains("try!"))
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
        #expect(checked >= 40)
    }
}

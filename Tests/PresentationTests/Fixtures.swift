import Foundation
import Presentation
import PresentationTesting

/// Locales the tests pin.
enum Locales {
    static let english = Locale(identifier: "en_US")
    static let korean = Locale(identifier: "ko_KR")
}

extension TestBench {
    /// The board content a test expects: each column's projects in board order, as the factory rows them.
    func expectedBoard(
        todo: [Project] = [], doing: [Project] = [], done: [Project] = [],
        canUndo: Bool = false, canRedo: Bool = false, readOnlyReason: String? = nil, selectedID: ProjectID? = nil
    ) -> BoardContent {
        BoardContent(
            columns: [
                BoardColumn(state: .todo, rows: todo.map(factory.makeRow)),
                BoardColumn(state: .doing, rows: doing.map(factory.makeRow)),
                BoardColumn(state: .done, rows: done.map(factory.makeRow)),
            ],
            canUndo: canUndo, canRedo: canRedo, readOnlyReason: readOnlyReason, selectedID: selectedID
        )
    }
}

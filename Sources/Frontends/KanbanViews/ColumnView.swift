import Presentation
import PresentationObservation
import SwiftUI

/// One column: its title and count, and a row per project; a row opens the project's sheet, and its
/// context menu (a right click, a long press) moves or deletes it.
struct ColumnView: View {
    let column: BoardColumn
    let model: BoardSessionModel
    let localizer: Localizer

    var body: some View {
        VStack {
            Text(verbatim: "\(column.title) (\(column.count))")
            List {
                ForEach(column.rows) { row in
                    Button {
                        model.send(.open(id: row.id))
                    } label: {
                        VStack(alignment: .leading) {
                            Text(verbatim: row.title)
                            Text(verbatim: row.deadlineText ?? "")
                        }
                    }
                    .contextMenu {
                        Button(localizer.moveCommand) { model.send(.showMoveMenu(id: row.id)) }
                        Button(localizer.deleteCommand, role: .destructive) { model.send(.askDelete(id: row.id)) }
                    }
                }
            }
        }
    }
}

import Presentation
import PresentationObservation
import SwiftUI

/// The move menu: the project's title, a button per column it can go to, and Cancel.
struct MoveMenuView: View {
    let menu: MoveMenuModel
    let model: BoardSessionModel
    let localizer: Localizer

    var body: some View {
        VStack {
            Text(verbatim: menu.title)
            ForEach(menu.options, id: \.state) { option in
                Button(option.label) { model.send(.choose(state: option.state)) }
            }
            Button(localizer.cancelLabel) { model.send(.cancelMove) }
        }
    }
}

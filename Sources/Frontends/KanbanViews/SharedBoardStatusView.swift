import Presentation
import PresentationObservation
import SwiftUI

/// The bar under a shared board: where it stands (online, offline with the changes waiting, syncing, or
/// changes to settle), a button that syncs now, and one that opens the changes to settle in a sheet.
struct SharedBoardStatusView: View {
    let state: SharedBoardState
    let model: BoardSessionModel
    let localizer: Localizer
    @State private var isSettling = false

    var body: some View {
        HStack {
            Text(verbatim: localizer.title(for: state))
            Button(localizer.syncCommand) { model.send(.sync) }
            Button(localizer.conflictsHeading) { isSettling = true }.disabled(model.conflicts.isEmpty)
        }
        .sheet(isPresented: $isSettling) { ConflictsView(model: model, localizer: localizer, isPresented: $isSettling) }
    }
}

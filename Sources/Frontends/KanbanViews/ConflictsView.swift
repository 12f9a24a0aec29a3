import Presentation
import PresentationObservation
import SwiftUI

/// The shared board's changes to settle, oldest first: each as the history would say it and why it could
/// not apply, with Apply anyway and Let go; each settled one leaves the list.
struct ConflictsView: View {
    let model: BoardSessionModel
    let localizer: Localizer
    @Binding var isPresented: Bool

    var body: some View {
        VStack {
            Text(verbatim: localizer.conflictsHeading)
            if model.conflicts.isEmpty { Text(verbatim: localizer.noConflictsText) }
            // Not a List: there a row's two buttons would both take a tap on it.
            ForEach(model.conflicts) { conflict in
                VStack(alignment: .leading) {
                    Text(verbatim: localizer.conflictLine(conflict))
                    HStack {
                        Button(localizer.settleCommand(apply: true)) { model.settle(conflict, apply: true) }
                        Button(localizer.settleCommand(apply: false), role: .destructive) { model.settle(conflict, apply: false) }
                    }
                }
            }
            Button(localizer.closeCommand) { isPresented = false }
        }
    }
}

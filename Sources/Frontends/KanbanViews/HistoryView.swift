import Presentation
import PresentationObservation
import SwiftUI

/// The history, newest first: what changed, who changed it and when.
struct HistoryView: View {
    let history: HistoryScreenModel
    let model: BoardSessionModel
    let localizer: Localizer

    var body: some View {
        VStack {
            Text(verbatim: localizer.historyHeading)
            List {
                ForEach(history.content) { line in
                    VStack(alignment: .leading) {
                        Text(verbatim: line.text)
                        Text(verbatim: "\(line.author), \(line.timestamp)")
                    }
                }
            }
            Button(localizer.closeCommand) { model.send(.closeHistory) }
        }
    }
}

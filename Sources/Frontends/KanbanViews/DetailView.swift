import Presentation
import PresentationObservation
import SwiftUI

/// A project's sheet: each field sends what is typed to the session, which checks it and answers with
/// the sheet's new content; its two buttons are the view model's (Cancel and Done, or Edit).
struct DetailView: View {
    let sheet: DetailScreenModel
    let model: BoardSessionModel
    let localizer: Localizer

    var body: some View {
        let content = sheet.content
        VStack {
            Text(verbatim: content.heading)
            VStack {
                TextField(localizer.titleFieldLabel, text: field(content.title, sending: BoardSessionInput.setTitle(text:)))
                TextField(localizer.deadlineFieldLabel, text: field(content.deadline, sending: BoardSessionInput.setDeadline(text:)))
                TextEditor(text: field(content.body, sending: BoardSessionInput.setBody(text:)))
                Text(verbatim: content.bodyCounter)
            }
            .disabled(!content.isEditable)
            ForEach(content.validationMessages, id: \.self) { message in Text(verbatim: message) }
            HStack {
                Button(content.leadingButton.label) { model.send(content.leadingButton.input) }
                Button(content.trailingButton.label) { model.send(content.trailingButton.input) }
            }
        }
    }

    /// A field showing `value` that sends what is typed as `input`: on the main actor, where the model
    /// lives, as a binding's closures are `@Sendable` (SwiftUI may call them from anywhere).
    private func field(_ value: String, sending input: @escaping @Sendable (String) -> BoardSessionInput) -> Binding<String> {
        Binding(get: { value }, set: { @MainActor [model] text in model.send(input(text)) })
    }
}

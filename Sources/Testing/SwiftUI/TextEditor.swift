/// SwiftUI's `nonisolated public struct TextEditor : View`: several lines to type in.
nonisolated public struct TextEditor: View {
    @usableFromInline let text: Binding<String>

    /// SwiftUI's `nonisolated public init(text: Binding<String>)`: what is typed goes to `text`.
    nonisolated public init(text: Binding<String>) {
        self.text = text
    }

    /// Never a view of its own: SwiftUI draws it.
    public typealias Body = Never
}

/// SwiftUI's `nonisolated public struct TextField<Label> : View where Label : View`: one line to type in.
nonisolated public struct TextField<Label>: View where Label: View {
    @usableFromInline let text: Binding<String>

    /// Never a view of its own: SwiftUI draws it.
    public typealias Body = Never
}

/// SwiftUI's `extension TextField where Label == Text`: a field titled with a string.
extension TextField where Label == Text {
    /// SwiftUI's `@_disfavoredOverload nonisolated public init<S>(_ title: S, text: Binding<String>)
    /// where S : StringProtocol`: what is typed goes to `text`.
    @_disfavoredOverload nonisolated public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {
        self.text = text
    }
}

/// SwiftUI's `nonisolated public struct List<SelectionValue, Content> : View where SelectionValue : Hashable,
/// Content : View`: rows in a scrolling list.
nonisolated public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    @usableFromInline let content: Content

    /// Never a view of its own: SwiftUI draws it.
    public typealias Body = Never
}

/// SwiftUI's `extension List where SelectionValue == Never`: a list nothing can be selected in.
extension List where SelectionValue == Never {
    /// SwiftUI's `nonisolated public init(@ContentBuilder content: () -> Content)`.
    nonisolated public init(@ContentBuilder content: () -> Content) {
        self.content = content()
    }
}

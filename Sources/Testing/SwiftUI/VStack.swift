import Foundation

/// SwiftUICore's `@frozen nonisolated public struct VStack<Content> : View where Content : View`: views
/// one above the other.
@frozen nonisolated public struct VStack<Content>: View where Content: View {
    @usableFromInline let content: Content

    /// SwiftUICore's `@inlinable nonisolated public init(alignment: HorizontalAlignment = .center,
    /// spacing: CGFloat? = nil, @ContentBuilder content: () -> Content)`.
    @inlinable nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ContentBuilder content: () -> Content) {
        self.content = content()
    }

    /// Never a view of its own: SwiftUI draws it.
    public typealias Body = Never
}

/// SwiftUI's `nonisolated public struct WindowGroup<Content> : Scene where Content : View`: windows that
/// each show `Content` (a Mac opens another with ⌘N, an iPad shows several side by side).
nonisolated public struct WindowGroup<Content>: Scene where Content: View {
    @usableFromInline let content: Content

    /// SwiftUI's `nonisolated public init(@ContentBuilder content: () -> Content)`.
    nonisolated public init(@ContentBuilder content: () -> Content) {
        self.content = content()
    }

    /// Never a scene of its own: SwiftUI makes it.
    public typealias Body = Never
}

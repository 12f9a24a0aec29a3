/// SwiftUICore's `@frozen public struct Text : Equatable, Sendable`: a line of text.
@frozen public struct Text: Equatable, Sendable {
    @usableFromInline let content: String

    /// SwiftUICore's `public init(verbatim content: Swift.String)`: the text as it is, not looked up
    /// as a key in the app's strings (the view models have put it in the user's language already).
    public init(verbatim content: String) {
        self.content = content
    }
}

/// SwiftUICore's `extension Text : View`.
extension Text: View {
    /// Never a view of its own: SwiftUI draws it.
    public typealias Body = Never
}

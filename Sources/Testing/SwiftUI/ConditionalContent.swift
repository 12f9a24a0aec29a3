/// SwiftUICore's `@frozen public struct _ConditionalContent<TrueContent, FalseContent>`: what an `if` with
/// an `else`, or a `switch`, builds.
@frozen public struct _ConditionalContent<TrueContent, FalseContent> {
    @usableFromInline enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    @usableFromInline let storage: Storage

    @usableFromInline init(storage: Storage) {
        self.storage = storage
    }
}

/// SwiftUICore's `extension _ConditionalContent : View where TrueContent : View, FalseContent : View`.
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    /// Never a view of its own: SwiftUI draws it.
    public typealias Body = Never
}

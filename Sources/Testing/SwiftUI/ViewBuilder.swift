/// SwiftUICore's `@resultBuilder public struct ViewBuilder`: builds each view closure from its statements.
@resultBuilder public struct ViewBuilder {
    /// SwiftUICore's `static func buildBlock<Content>(_ content: Content) -> Content`: one statement, as it is.
    public static func buildBlock<Content>(_ content: Content) -> Content {
        content
    }

    /// SwiftUICore's `static func buildBlock<each Content>(_ content: repeat each Content) ->
    /// TupleView<(repeat each Content)> where repeat each Content : View`: several views, in order.
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content: View {
        TupleView((repeat each content))
    }

    /// SwiftUICore's `static func buildIf<Content>(_ content: Content?) -> Content? where Content : View`:
    /// an `if` without an `else`, its view shown only when the condition holds.
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
        content
    }

    /// SwiftUICore's `static func buildEither<TrueContent, FalseContent>(first: TrueContent) ->
    /// _ConditionalContent<TrueContent, FalseContent> where TrueContent : View, FalseContent : View`.
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// SwiftUICore's `static func buildEither<TrueContent, FalseContent>(second: FalseContent) ->
    /// _ConditionalContent<TrueContent, FalseContent> where TrueContent : View, FalseContent : View`.
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .falseContent(second))
    }
}

/// SwiftUICore's `public typealias ContentBuilder = ViewBuilder`: the name the SDK's declarations use.
public typealias ContentBuilder = ViewBuilder

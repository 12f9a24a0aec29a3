/// SwiftUICore's `@frozen nonisolated public struct TupleView<T> : View`: what a block of several views builds.
@frozen nonisolated public struct TupleView<T>: View {
    /// SwiftUICore's `public var value: T`: the views, in order.
    public var value: T

    /// SwiftUICore's `@inlinable nonisolated public init(_ value: T)`.
    @inlinable nonisolated public init(_ value: T) {
        self.value = value
    }

    /// Never a view of its own: SwiftUI draws it.
    public typealias Body = Never
}

// A stand-in for Apple's SwiftUI where it does not exist (Linux): the part of its interface the board's
// views (Sources/Frontends/KanbanViews, KanbanApp) use, declared as the macOS SDK's SwiftUICore and
// SwiftUI interfaces declare it, so that `swift build` type-checks those views here. It draws nothing;
// each declaration's doc comment names the interface it comes from.

/// SwiftUICore's `@MainActor @preconcurrency public protocol View`: what every view is, its body built
/// on the main actor by a `ViewBuilder`.
@MainActor @preconcurrency public protocol View {
    /// SwiftUICore's `associatedtype Body : View`: the view this one is made of.
    associatedtype Body: View
    /// SwiftUICore's `@ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }`.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// SwiftUICore's `extension Swift.Never : SwiftUICore.View`: the body of a view SwiftUI draws itself.
extension Never: View {
    /// Never a view of its own: SwiftUI draws it.
    public typealias Body = Never
    /// Traps: a view SwiftUI draws has no body to read.
    public var body: Never { fatalError("the SwiftUI stand-in draws nothing") }
}

/// SwiftUICore's `extension Swift.Optional : SwiftUICore.View where Wrapped : SwiftUICore.View`: what an `if`
/// without an `else` builds, nothing drawn when it is `nil`.
extension Optional: View where Wrapped: View {
    /// Never a view of its own: SwiftUI draws it.
    public typealias Body = Never
}

/// What SwiftUI's own views answer for a body (the SDK traps): here too, as nothing is drawn.
extension View where Body == Never {
    /// Traps: a view SwiftUI draws has no body to read.
    public var body: Never { fatalError("the SwiftUI stand-in draws nothing") }
}

/// SwiftUI's `nonisolated public struct Button<Label> : View where Label : View`: a control that runs an
/// action on the main actor.
nonisolated public struct Button<Label>: View where Label: View {
    @usableFromInline let action: @MainActor () -> Void

    /// SwiftUI's `@preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void,
    /// @ContentBuilder label: () -> Label)`: a button drawn as `label`.
    @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ContentBuilder label: () -> Label) {
        self.action = action
    }

    /// Never a view of its own: SwiftUI draws it.
    public typealias Body = Never
}

/// SwiftUI's `extension Button where Label == Text`: a button titled with a string.
extension Button where Label == Text {
    /// SwiftUI's `@preconcurrency nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void)
    /// where S : StringProtocol`: the title shown as it is.
    @preconcurrency nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {
        self.action = action
    }

    /// SwiftUI's `@preconcurrency nonisolated public init<S>(_ title: S, role: ButtonRole?, action: @escaping
    /// @MainActor () -> Void) where S : StringProtocol`: the role says what it does (deleting, for one).
    @preconcurrency nonisolated public init<S>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) where S: StringProtocol {
        self.action = action
    }
}

/// The modifiers the board's views use, as SwiftUICore's and SwiftUI's `extension View` declare them:
/// each returns the view unchanged, as nothing is drawn.
extension View {
    /// SwiftUICore's `@inlinable nonisolated public func disabled(_ disabled: Bool) -> some View`: the
    /// view can be seen but not used.
    @inlinable nonisolated public func disabled(_ disabled: Bool) -> some View {
        self
    }

    /// SwiftUI's `nonisolated func task(name: String? = nil, priority: TaskPriority = .userInitiated, file:
    /// String = #fileID, line: Int = #line, _ action: sending @escaping @isolated(any) () async -> Void) -> some
    /// View`: work that runs while the view is shown, cancelled when it goes.
    nonisolated public func task(
        name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line,
        _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View {
        self
    }

    /// SwiftUI's `nonisolated public func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? =
    /// nil, @ContentBuilder content: @escaping (Item) -> Content) -> some View where Item : Identifiable,
    /// Content : View`: a sheet while `item` is not `nil`; closing it sets `item` to `nil`.
    nonisolated public func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ContentBuilder content: @escaping (Item) -> Content) -> some View
    where Item: Identifiable, Content: View {
        self
    }

    /// SwiftUI's `nonisolated public func sheet<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    /// @ContentBuilder content: @escaping () -> Content) -> some View where Content : View`: a sheet while
    /// `isPresented` is `true`; closing it sets it to `false`.
    nonisolated public func sheet<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ContentBuilder content: @escaping () -> Content) -> some View
    where Content: View {
        self
    }

    /// SwiftUI's `nonisolated public func confirmationDialog<S, A>(_ title: S, isPresented: Binding<Bool>,
    /// titleVisibility: Visibility = .automatic, @ContentBuilder actions: () -> A) -> some View where S :
    /// StringProtocol, A : View`: a question; any answer, or none, sets `isPresented` to `false`.
    nonisolated public func confirmationDialog<S, A>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ContentBuilder actions: () -> A) -> some View
    where S: StringProtocol, A: View {
        self
    }

    /// SwiftUI's `nonisolated public func alert<S, A, M>(_ title: S, isPresented: Binding<Bool>, @ContentBuilder
    /// actions: () -> A, @ContentBuilder message: () -> M) -> some View where S : StringProtocol, A : View,
    /// M : View`: an alert; its buttons set `isPresented` to `false`.
    nonisolated public func alert<S, A, M>(_ title: S, isPresented: Binding<Bool>, @ContentBuilder actions: () -> A, @ContentBuilder message: () -> M) -> some View
    where S: StringProtocol, A: View, M: View {
        self
    }

    /// SwiftUI's `nonisolated public func contextMenu<MenuItems>(@ContentBuilder menuItems: () -> MenuItems) ->
    /// some View where MenuItems : View`: a menu on a right click or a long press.
    nonisolated public func contextMenu<MenuItems>(@ContentBuilder menuItems: () -> MenuItems) -> some View where MenuItems: View {
        self
    }
}

/// SwiftUICore's `@frozen @propertyWrapper public struct State<Value>`: a value a view owns, kept for as
/// long as the view is shown.
@frozen @propertyWrapper public struct State<Value> {
    @usableFromInline let initialValue: Value

    /// SwiftUICore's `public init(wrappedValue value: Value)`: the value it starts with.
    public init(wrappedValue value: Value) {
        initialValue = value
    }

    /// SwiftUICore's `public var wrappedValue: Value { get nonmutating set }`: the value now (here the
    /// first one; writing is dropped).
    public var wrappedValue: Value {
        get { initialValue }
        nonmutating set {}
    }

    /// SwiftUICore's `public var projectedValue: Binding<Value> { get }`: a binding to it, for `$`.
    public var projectedValue: Binding<Value> {
        Binding(get: { fatalError("the SwiftUI stand-in holds no values") }, set: { _ in })
    }
}

/// SwiftUICore's `extension State : Sendable where Value : Sendable`.
extension State: Sendable where Value: Sendable {}

/// SwiftUICore's `@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value>`: a value a
/// view reads and writes that lives elsewhere.
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    /// SwiftUICore's `public var wrappedValue: Value { get nonmutating set }`: the value where it lives
    /// (here nothing holds one: reading traps, writing is dropped).
    public var wrappedValue: Value {
        get { fatalError("the SwiftUI stand-in holds no values") }
        nonmutating set {}
    }

    /// SwiftUICore's `public var projectedValue: Binding<Value> { get }`: the binding itself, for `$`.
    public var projectedValue: Binding<Value> { self }

    /// SwiftUICore's `@preconcurrency public init(get: @escaping @isolated(any) @Sendable () -> Value,
    /// set: @escaping @isolated(any) @Sendable (Value) -> Void)`: reading and writing through closures.
    @preconcurrency public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void) {}

    /// SwiftUICore's `public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) ->
    /// Binding<Subject> { get }`: a binding to a part of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { fatalError("the SwiftUI stand-in holds no values") }, set: { _ in })
    }
}

/// SwiftUICore's `extension Binding : Sendable where Value : Sendable`.
extension Binding: Sendable where Value: Sendable {}

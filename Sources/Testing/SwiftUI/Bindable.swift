import Observation

/// SwiftUICore's `@dynamicMemberLookup @propertyWrapper public struct Bindable<Value>`: bindings to the
/// properties of an `@Observable` object (`$model.detail`).
@dynamicMemberLookup @propertyWrapper public struct Bindable<Value> {
    /// SwiftUICore's `public var wrappedValue: Value`: the object.
    public var wrappedValue: Value

    /// SwiftUICore's `@available(*, unavailable, message: "The wrapped value must be an object that conforms
    /// to Observable") public init(wrappedValue: Value)`: what binding to anything else says.
    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// SwiftUICore's `public var projectedValue: Bindable<Value> { get }`: itself, for `$`.
    public var projectedValue: Bindable<Value> { self }

    /// SwiftUICore's `public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    /// -> Binding<Subject> where Value : AnyObject { get }`: a binding to one of the object's properties.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value: AnyObject {
        Binding(get: { fatalError("the SwiftUI stand-in holds no values") }, set: { _ in })
    }
}

/// SwiftUICore's `extension Bindable where Value : AnyObject, Value : Observation.Observable`: only an
/// observable object can be bound to.
extension Bindable where Value: AnyObject, Value: Observable {
    /// SwiftUICore's `public init(wrappedValue: Value)`: what `@Bindable var model: Model` calls.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

/// SwiftUICore's `extension Bindable : Sendable where Value : Sendable`.
extension Bindable: Sendable where Value: Sendable {}

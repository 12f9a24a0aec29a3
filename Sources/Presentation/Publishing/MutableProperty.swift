/// The owner's side of a ``Property``: the one a view model keeps privately to send new state.
@MainActor
public final class MutableProperty<Value>: Property<Value> {
    /// Creates the property with its first current value.
    public override init(_ value: Value) {
        super.init(value)
    }

    /// Makes `value` current and tells every subscriber (every time, even if it equals the old one; use
    /// ``Publisher/removeDuplicates()`` downstream to skip repeats).
    public func send(_ value: Value) {
        self.value = value
        subscribers.send(value)
    }
}

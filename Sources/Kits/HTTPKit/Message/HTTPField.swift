/// One header line: a name and its value, as received or to be sent.
public struct HTTPField: Sendable, Hashable {
    /// The field name as written (`Content-Type`); compare names with ``HTTPHeaders``, which ignores case.
    public var name: String
    /// The value, without the white space around it.
    public var value: String

    /// A field with `name` and `value`.
    public init(name: String, value: String) { (self.name, self.value) = (name, value) }
}

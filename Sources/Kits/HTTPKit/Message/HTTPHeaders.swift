/// The header fields of a request or a response, in order, looked up by name without regard to case.
///
/// A name may appear more than once (HTTP allows it); ``subscript(_:)`` gives the first value and
/// ``values(for:)`` gives them all.
public struct HTTPHeaders: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
    /// The fields in the order they were added or received.
    public private(set) var fields: [HTTPField] = []

    /// No fields.
    public init() {}

    /// The fields of a literal such as `["Content-Type": "text/plain"]`, in the literal's order.
    public init(dictionaryLiteral elements: (String, String)...) {
        for (name, value) in elements { add(name, value) }
    }

    /// The first value of the field `name` (any case), or `nil` when there is none.
    public subscript(_ name: String) -> String? {
        fields.first { Self.same($0.name, name) }?.value
    }

    /// Every value of the field `name` (any case), in order.
    public func values(for name: String) -> [String] {
        fields.filter { Self.same($0.name, name) }.map(\.value)
    }

    /// Whether a field named `name` (any case) is present.
    public func contains(_ name: String) -> Bool {
        fields.contains { Self.same($0.name, name) }
    }

    /// Appends a field, keeping any others of the same name.
    public mutating func add(_ name: String, _ value: String) {
        fields.append(HTTPField(name: name, value: value))
    }

    /// Replaces every field named `name` (any case) with one holding `value`.
    public mutating func set(_ name: String, _ value: String) {
        remove(name)
        add(name, value)
    }

    /// Removes every field named `name` (any case).
    public mutating func remove(_ name: String) {
        fields.removeAll { Self.same($0.name, name) }
    }

    /// Iterates over the fields in order.
    public func makeIterator() -> IndexingIterator<[HTTPField]> {
        fields.makeIterator()
    }

    /// Field names are ASCII tokens, so an ASCII case-insensitive comparison is the right one.
    private static func same(_ a: String, _ b: String) -> Bool {
        a.utf8.count == b.utf8.count && zip(a.utf8, b.utf8).allSatisfy { asciiLowercase($0) == asciiLowercase($1) }
    }

    private static func asciiLowercase(_ byte: UInt8) -> UInt8 {
        (byte >= 0x41 && byte <= 0x5A) ? byte | 0x20 : byte
    }
}

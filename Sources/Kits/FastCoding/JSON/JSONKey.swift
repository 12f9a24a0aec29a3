/// The key of an object member as ``JSONReader/readObject(_:)`` hands it over: compared with the names a
/// DTO knows (`switch key { case "id": … }`) byte by byte, with no `String` built per key. It borrows
/// the reader's bytes, so it is valid only inside that call.
public enum JSONKey {
    /// A plain ASCII key, as it lies in the input.
    case bytes(UnsafeRawBufferPointer)
    /// A key that had to be decoded (escapes, UTF-8).
    case text(String)

    /// The key as text, for messages and for keys kept beyond the call.
    public var text: String {
        switch self {
        case let .bytes(bytes): String(decoding: bytes, as: UTF8.self)
        case let .text(text): text
        }
    }

    /// Whether the key is `name`. Inlined, so that a DTO's `switch` compares in place.
    @inlinable @inline(__always)
    public static func == (key: JSONKey, name: StaticString) -> Bool {
        let expected = UnsafeRawBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        switch key {
        // The length first: most names a key is tried against differ in it. Keys are a few bytes, compared
        // in place rather than through a library call.
        case let .bytes(bytes):
            guard bytes.count == expected.count else { return false }
            for position in 0..<bytes.count where bytes[position] != expected[position] { return false }
            return true
        case let .text(text): return text.utf8.elementsEqual(expected)
        }
    }

    /// Lets a `switch` over a key match string literals.
    @inlinable @inline(__always)
    public static func ~= (name: StaticString, key: JSONKey) -> Bool { key == name }
}

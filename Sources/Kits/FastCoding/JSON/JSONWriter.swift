import Domain
import Foundation

/// The package's JSON writer: bytes appended in one buffer, no intermediate tree. The stores write
/// their records with ``raw(_:)`` and the values; the web board writes its events member by member
/// (``object(_:)``, ``member(_:_:)-(String,String?)``). Numbers use Swift's shortest round-trip form,
/// so a `Double` (a date) reads back exactly.
public struct JSONWriter {
    /// What was written so far.
    public internal(set) var bytes: [UInt8] = []

    /// An empty writer with room for about `capacity` bytes.
    public init(capacity: Int = 256) {
        bytes.reserveCapacity(capacity)
    }

    /// A writer that goes on after `bytes` (hand the buffer over, not a copy: see ``bytes``).
    public init(appendingTo bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Appends JSON punctuation or a key written out in the source, e.g. `#"{"id":"#`.
    public mutating func raw(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends a quoted string, escaped by ``JSONString``.
    public mutating func string(_ text: String) {
        JSONString.append(text, to: &bytes)
    }

    /// Appends a project id as a quoted string, in the form ``Domain/ProjectID/description`` defines.
    public mutating func id(_ id: ProjectID) {
        bytes.append(UInt8(ascii: "\""))
        IDText.append(id, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends a day as a quoted string, `"YYYY-MM-DD"` (``ISO8601Text``).
    public mutating func day(_ day: CalendarDay) {
        bytes.append(UInt8(ascii: "\""))
        ISO8601Text.append(day, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends a finite number in its shortest form that reads back as the same `Double`: the bytes of
    /// its `description`.
    public mutating func number(_ value: Double) {
        precondition(value.isFinite, "dates are finite")
        // A whole number of seconds (every instant an import reads) is its digits and `.0` in that form,
        // below 10¹⁶ where it turns to an exponent: written without the general algorithm or a string.
        if value.magnitude < 1e15, let whole = Int(exactly: value), whole != 0 || value.sign == .plus {
            append(whole, wholeDouble: true)
        } else {
            bytes.append(contentsOf: value.description.utf8)
        }
    }

    /// Appends an integer.
    public mutating func number(_ value: Int) {
        append(value, wholeDouble: false)
    }

    /// Appends `value`'s decimal digits (and `.0` for a whole `Double`), written on the stack and
    /// appended at once.
    private mutating func append(_ value: Int, wholeDouble: Bool) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 23) { text in
            var rest = value.magnitude, start = 21
            if wholeDouble { (text[21], text[22]) = (UInt8(ascii: "."), UInt8(ascii: "0")) }
            repeat {
                start -= 1
                text[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            if value < 0 {
                start -= 1
                text[start] = UInt8(ascii: "-")
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<(wholeDouble ? 23 : 21)]))
        }
    }

    /// Appends `[a,b,…]`, each element written by `element`.
    public mutating func array<Element>(_ elements: some Sequence<Element>, _ element: (inout JSONWriter, Element) -> Void) {
        bytes.append(UInt8(ascii: "["))
        var first = true
        for item in elements {
            if !first { bytes.append(UInt8(ascii: ",")) }
            first = false
            element(&self, item)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// Appends `true` or `false`.
    public mutating func bool(_ value: Bool) {
        raw(value ? "true" : "false")
    }

    /// Appends `null`.
    public mutating func null() {
        raw("null")
    }

    /// What was written, as text.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    // MARK: - Objects member by member

    /// Appends `{…}`, its members written by `body` with ``key(_:)`` and ``member(_:_:)-(String,String?)``.
    public mutating func object(_ body: (inout JSONWriter) -> Void) {
        bytes.append(UInt8(ascii: "{"))
        body(&self)
        bytes.append(UInt8(ascii: "}"))
    }

    /// Starts the member `name`, after a comma unless it is the object's first; the next call writes its value.
    public mutating func key(_ name: String) {
        if bytes.last != UInt8(ascii: "{") { bytes.append(UInt8(ascii: ",")) }
        string(name)
        bytes.append(UInt8(ascii: ":"))
    }

    /// Appends the member `name` with a string value, or `null`.
    public mutating func member(_ name: String, _ value: String?) {
        key(name)
        if let value { string(value) } else { null() }
    }

    /// Appends the member `name` with a boolean value.
    public mutating func member(_ name: String, _ value: Bool) {
        key(name)
        bool(value)
    }

    /// Appends the member `name` with an integer value.
    public mutating func member(_ name: String, _ value: Int) {
        key(name)
        number(value)
    }
}

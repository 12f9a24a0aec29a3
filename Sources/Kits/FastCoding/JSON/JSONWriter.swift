import Domain
import Foundation

/// A small JSON writer for the store files: bytes appended in one buffer, no intermediate tree.
///
/// `JSONEncoder` took 1.7 s and about 200 MB to write a 100,000-project snapshot on Linux; each DTO now
/// writes its own fields here. Numbers use Swift's shortest round-trip form, so a `Double` (a date)
/// reads back exactly.
public struct JSONWriter {
    /// What was written so far.
    public private(set) var bytes: [UInt8] = []

    /// An empty writer with room for about `capacity` bytes.
    public init(capacity: Int = 256) {
        bytes.reserveCapacity(capacity)
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

    /// Appends a finite number in its shortest form that reads back as the same `Double`.
    public mutating func number(_ value: Double) {
        precondition(value.isFinite, "dates are finite")
        bytes.append(contentsOf: value.description.utf8)
    }

    /// Appends an integer.
    public mutating func number(_ value: Int) {
        bytes.append(contentsOf: String(value).utf8)
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
}

import FastCoding

/// Writes one line of JSON by hand, straight into a string: a board of 10,000 rows is pushed on every
/// change, and this is several times quicker than `JSONEncoder` on Linux.
///
/// Only what the outputs need: objects, arrays, strings, numbers, booleans and `null`. Every string is
/// escaped (quotes, backslashes, control characters, and U+2028/U+2029), so no text can end a value early.
struct JSONWriter {
    private(set) var text = ""
    /// Whether the next member or element needs a comma before it.
    private var needsComma = false

    init(capacity: Int = 256) {
        text.reserveCapacity(capacity)
    }

    mutating func object(_ body: (inout JSONWriter) -> Void) {
        open("{")
        body(&self)
        close("}")
    }

    mutating func array<Elements: Sequence>(_ elements: Elements, _ body: (inout JSONWriter, Elements.Element) -> Void) {
        open("[")
        for element in elements {
            separate()
            body(&self, element)
            needsComma = true
        }
        close("]")
    }

    /// Starts the member `name`; the next call writes its value.
    mutating func key(_ name: String) {
        separate()
        string(name)
        text += ":"
        needsComma = false
    }

    mutating func string(_ value: String) {
        separate()
        // The package's one escaper: it also escapes U+2028/U+2029, DEL and the C1 controls.
        text += JSONString.literal(value)
        needsComma = true
    }

    mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    mutating func number(_ value: Int) {
        separate()
        text += String(value)
        needsComma = true
    }

    mutating func bool(_ value: Bool) {
        separate()
        text += value ? "true" : "false"
        needsComma = true
    }

    mutating func null() {
        separate()
        text += "null"
        needsComma = true
    }

    /// `key` and a string value in one call.
    mutating func member(_ name: String, _ value: String?) {
        key(name)
        string(value)
    }

    mutating func member(_ name: String, _ value: Bool) {
        key(name)
        bool(value)
    }

    mutating func member(_ name: String, _ value: Int) {
        key(name)
        number(value)
    }

    private mutating func separate() {
        if needsComma { text += "," }
        needsComma = false
    }

    private mutating func open(_ bracket: String) {
        separate()
        text += bracket
        needsComma = false
    }

    private mutating func close(_ bracket: String) {
        text += bracket
        needsComma = true
    }
}

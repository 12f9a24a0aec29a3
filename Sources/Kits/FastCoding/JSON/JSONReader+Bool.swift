extension JSONReader {
    /// Reads `true` or `false`.
    public mutating func readBool() throws(JSONReadError) -> Bool {
        switch try peek() {
        case UInt8(ascii: "t") where consume("true"): return true
        case UInt8(ascii: "f") where consume("false"): return false
        default: throw error("true or false was expected")
        }
    }
}

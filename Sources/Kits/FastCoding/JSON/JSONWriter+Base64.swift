extension JSONWriter {
    /// Appends `bytes` as a quoted base64 string (``Base64Text``), the way etcd's gateway carries keys
    /// and values.
    public mutating func base64(_ bytes: some Sequence<UInt8>) {
        self.bytes.append(UInt8(ascii: "\""))
        let copied: Void? = bytes.withContiguousStorageIfAvailable { Base64Text.append(UnsafeRawBufferPointer($0), to: &self.bytes) }
        if copied == nil { Array(bytes).withUnsafeBytes { Base64Text.append($0, to: &self.bytes) } }
        self.bytes.append(UInt8(ascii: "\""))
    }
}

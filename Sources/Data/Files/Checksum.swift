/// FNV-1a, 64 bits: enough to tell a damaged file from the one written, and short enough to read. (Not a
/// defence against someone forging a file: the store's directory is the user's own, mode 0700.)
enum Checksum {
    static func of(_ bytes: some Sequence<UInt8>) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

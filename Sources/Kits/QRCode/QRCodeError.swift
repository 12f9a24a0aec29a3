/// Why a text could not be made into a ``QRCode``.
public enum QRCodeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is longer in UTF-8 than the largest version this encoder makes can hold at error correction
    /// level M (213 bytes, version 10).
    case textTooLong(byteCount: Int, maximum: Int)

    /// The reason in a sentence, for a developer; a program shows its user its own localized text.
    public var description: String {
        switch self {
        case let .textTooLong(byteCount, maximum):
            "the text is \(byteCount) bytes in UTF-8, and a QR code here holds at most \(maximum) (version 10, error correction M)"
        }
    }
}
